// Brochure download (spec: a plain GET of brochure_link, saved as '<name>-brochure' plus the link's
// extension, or '.jpg' when its last segment has none; on failure the link opens in a new tab).

/** 'Skyline Residency, Noida' + '/files/plan.pdf' -> 'Skyline-Residency--Noida-brochure.pdf'. */
export function brochureFileName(propertyName: string, link: string): string {
  const base = `${propertyName.replace(/[^a-zA-Z0-9]/g, '-')}-brochure`;
  const path = link.split(/[?#]/)[0] ?? '';
  const lastSegment = path.split('/').pop() ?? '';
  const dot = lastSegment.lastIndexOf('.');
  const extension = dot > 0 && dot < lastSegment.length - 1 ? lastSegment.slice(dot) : '.jpg';
  return `${base}${extension}`;
}

export type BrochureOutcome = 'downloaded' | 'opened';

/**
 * Fetches the brochure and saves it under its file name. When the download fails (network,
 * a non-2xx answer, or a host that refuses cross-origin reads) the link opens in a new tab.
 */
export async function downloadBrochure(
  propertyName: string,
  link: string,
): Promise<BrochureOutcome> {
  try {
    const response = await fetch(link);
    if (!response.ok) throw new Error(`brochure answered ${response.status}`);
    const blob = await response.blob();
    const url = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = brochureFileName(propertyName, link);
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    // Revoked on the next task: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
    return 'downloaded';
  } catch {
    window.open(link, '_blank', 'noopener,noreferrer');
    return 'opened';
  }
}
