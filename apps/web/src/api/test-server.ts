import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from './http';

export interface FakeReply {
  status?: number;
  data?: unknown;
}

export type FakeHandler = (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

/** Unit tests only: answers the request layer's calls with `handler` instead of the network. */
export function fakeServer(handler: FakeHandler): InternalAxiosRequestConfig[] {
  const calls: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = async (config) => {
    calls.push(config);
    const reply = await handler(config);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status ?? 200,
      statusText: '',
      headers: {},
      config,
    };
    if (response.status >= 300) {
      throw new AxiosError(`Request failed with status code ${response.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    }
    return response;
  };
  return calls;
}

export function envelope<T>(code: number, data: T, msg = ''): FakeReply {
  return { data: { code, msg, time: 1700000000, data } };
}
