import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { DashboardTrendDay } from '@app/contract';

// Only what the trend needs, in this chunk of its own (the dashboard loads it lazily): SVG draws
// crisp text at any zoom and needs no canvas.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** The chart's option: sales as bars on the left axis, paid orders and new members as lines on the right. */
export function trendOption(trend: DashboardTrendDay[], labels: { sales: string; orders: string; members: string }, dark: boolean) {
  const text = dark ? 'rgba(255,255,255,0.75)' : 'rgba(0,0,0,0.65)';
  const line = dark ? 'rgba(255,255,255,0.15)' : 'rgba(0,0,0,0.1)';
  const axis = { axisLabel: { color: text }, axisLine: { lineStyle: { color: line } }, splitLine: { lineStyle: { color: line } } };
  return {
    backgroundColor: 'transparent',
    color: dark ? ['#4096ff', '#73d13d', '#ffc53d'] : ['#0958d9', '#389e0d', '#d48806'],
    tooltip: { trigger: 'axis' as const },
    legend: { top: 0, textStyle: { color: text } },
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category' as const, data: trend.map((d) => d.day.slice(5)), ...axis },
    yAxis: [
      { type: 'value' as const, name: labels.sales, nameTextStyle: { color: text }, ...axis },
      { type: 'value' as const, minInterval: 1, ...axis, splitLine: { show: false } },
    ],
    series: [
      { name: labels.sales, type: 'bar' as const, data: trend.map((d) => Number(d.sales)), barMaxWidth: 18 },
      { name: labels.orders, type: 'line' as const, yAxisIndex: 1, smooth: true, data: trend.map((d) => d.paid_orders) },
      { name: labels.members, type: 'line' as const, yAxisIndex: 1, smooth: true, data: trend.map((d) => d.new_members) },
    ],
  };
}

/** The last 30 days of sales, paid orders and new members (ECharts, dark theme in dark mode). */
export default function TrendChart({ trend, dark }: { trend: DashboardTrendDay[]; dark: boolean }) {
  const { t } = useTranslation();
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  // a new instance when the theme changes (ECharts themes are fixed at init)
  useEffect(() => {
    if (!el.current) return;
    const instance = echarts.init(el.current, dark ? 'dark' : undefined, { renderer: 'svg' });
    chart.current = instance;
    const resize = () => instance.resize();
    window.addEventListener('resize', resize);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(el.current);
    return () => {
      window.removeEventListener('resize', resize);
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [dark]);

  useEffect(() => {
    chart.current?.setOption(
      trendOption(trend, { sales: t('dashboard.stats.trendSales'), orders: t('dashboard.stats.trendOrders'), members: t('dashboard.stats.trendMembers') }, dark),
      true,
    );
  }, [trend, dark, t]);

  return <div ref={el} className="dashboard-chart" role="img" aria-label={t('dashboard.stats.trend')} data-testid="dashboard-trend-chart" />;
}
