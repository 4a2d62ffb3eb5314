// Which release of each remote a visitor gets, on the embedded server with REMOTES_DIR, by the
// same files nginx reads (docs/decisions/canary-routing.md):
//
//   <REMOTES_DIR>/lanes/<bucket> -> ../<name>/canary   one link per visitor bucket on <name>'s canary
//   <REMOTES_DIR>/<name>/canary/<name> -> ../releases/<id>
//
// so a visitor whose bucket has a lane gets <name> from <lane>/<name>, and every other remote (and
// every other visitor) from <name>/current. `deploy-remote --canary|--promote|--abort` writes them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '../config';
import { newVisitorId, visitorBucket, visitorCookie, visitorIdOf } from '../lib/visitor-bucket';

/** The folder of a remote's canary for a bucket, whether or not it exists. */
function laneRoot(remotesDir: string, bucket: string, name: RemoteName): string {
  return path.join(remotesDir, 'lanes', bucket, name);
}

export function currentRoot(remotesDir: string, name: RemoteName): string {
  return path.join(remotesDir, name, 'current');
}

/** The bucket of the visitor making a request; '' without a visitor cookie (no lane). */
export function bucketOfRequest(request: FastifyRequest): string {
  const id = visitorIdOf(request.headers.cookie);
  return id === undefined ? '' : visitorBucket(id);
}

/**
 * The bucket of the visitor asking for the page: their cookie's, or a new visitor id, sent back
 * in a cookie, so the page and the files it asks for next are of the same variant.
 */
export function bucketForPage(request: FastifyRequest, reply: FastifyReply): string {
  const known = visitorIdOf(request.headers.cookie);
  if (known !== undefined) return visitorBucket(known);
  const id = newVisitorId();
  reply.header('set-cookie', visitorCookie(id, request.protocol === 'https'));
  return visitorBucket(id);
}

/**
 * The folder a remote's file is served from: the visitor's canary lane when it has the file, else
 * current (nginx: try_files /lanes/$visitor_bucket/$remote/$file /$remote/current/$file).
 */
export function remoteFileRoot(
  remotesDir: string,
  bucket: string,
  name: RemoteName,
  file: string,
): string {
  const lane = bucket === '' ? undefined : laneRoot(remotesDir, bucket, name);
  const inLane =
    lane !== undefined && !file.split('/').includes('..') && existsSync(path.join(lane, file));
  return inLane ? lane : currentRoot(remotesDir, name);
}

/** Each remote's one folder for a visitor's page, and which of them are a canary. */
export function pageRoots(
  remotesDir: string,
  bucket: string,
): { roots: Record<RemoteName, string>; canaries: RemoteName[] } {
  const roots = {} as Record<RemoteName, string>;
  const canaries: RemoteName[] = [];
  for (const name of REMOTE_NAMES) {
    const lane = bucket === '' ? undefined : laneRoot(remotesDir, bucket, name);
    if (lane !== undefined && existsSync(lane)) {
      roots[name] = lane;
      canaries.push(name);
    } else {
      roots[name] = currentRoot(remotesDir, name);
    }
  }
  return { roots, canaries };
}
