import type { HttpResponse } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';

export type WheelAnswer = HttpResponse<'getWheel'>;
export type SpinAnswer = HttpResponse<'spinWheel'>;

export const wheelApi = {
  get: () => apiRequest<WheelAnswer>('/wheel'),
  spin: () => apiRequest<SpinAnswer>('/wheel/spin', { method: 'POST' }),
};
