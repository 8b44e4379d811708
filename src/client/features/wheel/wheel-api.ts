import type { HttpResponse } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';

export type WheelAnswer = HttpResponse<'getWheel'>;
export type SpinAnswer = HttpResponse<'spinWheel'>;
export type SpinsAnswer = HttpResponse<'listWheelSpins'>;

export const wheelApi = {
  get: () => apiRequest<WheelAnswer>('/wheel'),
  spin: () => apiRequest<SpinAnswer>('/wheel/spin', { method: 'POST' }),
  spins: () => apiRequest<SpinsAnswer>('/wheel/spins'),
};
