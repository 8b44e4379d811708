import { describe, expect, it, vi } from 'vitest';
import { BUILD_FILE_URL, fetchDeployedBuildId, isNewBuildDeployed } from './build-watch';

const answer = (status: number, body: string) =>
  vi.fn(async () => new Response(body, { status })) as unknown as typeof fetch;

describe('reading the deployed build id', () => {
  it('asks /build.json past every cache and returns its id', async () => {
    const fetcher = answer(200, '{"id":"b-2"}');
    await expect(fetchDeployedBuildId(fetcher)).resolves.toBe('b-2');
    expect(fetcher).toHaveBeenCalledWith(
      BUILD_FILE_URL,
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('answers null for a missing file or a malformed body', async () => {
    await expect(fetchDeployedBuildId(answer(404, 'Not found'))).resolves.toBeNull();
    await expect(fetchDeployedBuildId(answer(200, '<html>'))).resolves.toBeNull();
    await expect(fetchDeployedBuildId(answer(200, '{"id":7}'))).resolves.toBeNull();
    await expect(fetchDeployedBuildId(answer(200, '{"id":""}'))).resolves.toBeNull();
  });

  it('knows of no new build where there is no build to watch (development, tests)', async () => {
    await expect(isNewBuildDeployed()).resolves.toBe(false);
  });
});
