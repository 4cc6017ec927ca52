import { routineEndpoints, type EndpointInput } from '@app/contract';
import { call } from '../../api/endpoint';

/** `POST /admin/ajax/changeTerminalConfig` (reference 12.4): the server's package manager and port, with the loading overlay; whether it was saved (a refusal is shown by the request layer). */
export const changeTerminalConfig = (data: EndpointInput<typeof routineEndpoints.changeTerminalConfig>) =>
  call(routineEndpoints.changeTerminalConfig, data, { loading: true }).then(
    () => true,
    () => false,
  );
