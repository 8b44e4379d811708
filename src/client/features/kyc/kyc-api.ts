import type { HttpBody, HttpResponse } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';

type Status = HttpResponse<'getKyc'>;

export const kycApi = {
  get: () => apiRequest<Status>('/kyc'),
  submitDetails: (data: HttpBody<'submitKycDetails'>['data']) =>
    apiRequest<Status>('/kyc/details', { method: 'POST', body: { data } }),
  upload: (data: HttpBody<'uploadKycDocument'>['data']) =>
    apiRequest<Status>('/kyc/documents', { method: 'POST', body: { data } }),
};

/** A picked file as base64, without the data-URL prefix. */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
