/**
 * Where a CPU profile's time went (a V8 .cpuprofile, from Node's inspector or Chromium's DevTools protocol): self time
 * summed by package or source folder, the largest first. The benches print it beside the profile file they write,
 * so a goal not met comes with where its time goes.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

/** The place a function belongs to: an npm package, a source folder of ours, a built chunk, or V8's own bucket. */
function placeOf({ callFrame: { functionName, url } }: ProfileNode): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const ours = /\/(apps\/[^/]+\/src\/(?:[^/]+\/){0,2})/.exec(url);
  if (ours) return ours[1]!;
  if (url.startsWith('node:')) return url;
  if (url) return url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js');
  return `(${functionName || 'native'})`;
}

/** The `top` largest places by self time, as "  41.2 %  kysely" lines. */
export function profileSummary(profile: CpuProfile, top = 12): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  (profile.samples ?? []).forEach((id, i) => {
    const dt = profile.timeDeltas?.[i] ?? 0;
    const node = byId.get(id);
    if (!node) return;
    total += dt;
    const place = placeOf(node);
    self.set(place, (self.get(place) ?? 0) + dt);
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([place, t]) => `  ${((100 * t) / (total || 1)).toFixed(1).padStart(5)} %  ${place}`);
}
