import { describe, expect, it } from 'vitest';
import { AFTER_SALE_STATES, COMMISSION_STATES, ORDER_STATES, WITHDRAW_STATES } from './index.ts';
import { stateMachine } from './state-machine.ts';

describe('stateMachine', () => {
  const door = stateMachine(['open', 'shut', 'locked'], {
    shut: { from: ['open'], to: 'shut' },
    lock: { from: ['shut'], to: 'locked', when: { key: ['brass', 'iron'] } },
    oil: { from: ['open', 'shut'], when: { oiled_time: 'unset' } },
    repaint: { from: ['shut'], when: { oiled_time: 'set' } },
  });

  it('allows an action from the states it leaves only', () => {
    expect(door.can('shut', { status: 'open' })).toBe(true);
    expect(door.can('shut', { status: 'shut' })).toBe(false);
    expect(door.can('shut', { status: 'something else' })).toBe(false);
  });

  it('checks the other fields the action names: values, set and unset', () => {
    expect(door.can('lock', { status: 'shut', key: 'iron' } as { status: string })).toBe(true);
    expect(door.can('lock', { status: 'shut', key: 'wood' } as { status: string })).toBe(false);
    expect(door.can('lock', { status: 'shut' })).toBe(false);
    expect(door.can('oil', { status: 'open', oiled_time: null } as { status: string })).toBe(true);
    expect(door.can('oil', { status: 'open', oiled_time: 1700000000 } as { status: string })).toBe(false);
    expect(door.can('repaint', { status: 'shut', oiled_time: 0 } as { status: string })).toBe(true);
    expect(door.can('repaint', { status: 'shut', oiled_time: null } as { status: string })).toBe(false);
  });

  it("names an action's target state, and refuses to for one that keeps the state", () => {
    expect(door.to('lock')).toBe('locked');
    expect(() => door.to('oil')).toThrow(/keeps the state/);
  });
});

describe('the declared machines', () => {
  it('hand over an order once, by the way it is delivered', () => {
    const paid = { status: 'paid', delivery_type: 'pickup', fulfilled_time: null };
    expect(ORDER_STATES.can('redeem', paid)).toBe(true);
    expect(ORDER_STATES.can('ship', paid)).toBe(false);
    expect(ORDER_STATES.can('complete', paid)).toBe(false);
    const handedOver = { ...paid, fulfilled_time: 1700000000 };
    expect(ORDER_STATES.can('redeem', handedOver)).toBe(false);
    expect(ORDER_STATES.can('complete', handedOver)).toBe(true);
    expect(ORDER_STATES.can('refund', { status: 'completed' })).toBe(true);
    expect(ORDER_STATES.can('refund', { status: 'refunded' })).toBe(false);
  });

  it('approve a refund-only after-sale into a refund, a return into approval', () => {
    expect(AFTER_SALE_STATES.can('approveRefund', { status: 'pending', type: 'refund_only' } as { status: string })).toBe(true);
    expect(AFTER_SALE_STATES.can('approve', { status: 'pending', type: 'refund_only' } as { status: string })).toBe(false);
    expect(AFTER_SALE_STATES.can('receive', { status: 'approved', type: 'return_refund' } as { status: string })).toBe(true);
    expect(AFTER_SALE_STATES.can('cancel', { status: 'refunded' })).toBe(false);
  });

  it('pay bank withdrawals by hand and settle only dated commissions', () => {
    expect(WITHDRAW_STATES.can('pay', { status: 'approved', channel: 'bank' } as { status: string })).toBe(true);
    expect(WITHDRAW_STATES.can('pay', { status: 'approved', channel: 'wechat' } as { status: string })).toBe(false);
    expect(WITHDRAW_STATES.can('fail', { status: 'paying' })).toBe(true);
    expect(COMMISSION_STATES.can('settle', { status: 'pending', settle_after: null } as { status: string })).toBe(false);
    expect(COMMISSION_STATES.can('settle', { status: 'pending', settle_after: 1700000000 } as { status: string })).toBe(true);
  });
});
