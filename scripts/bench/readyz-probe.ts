// Started by scripts/bench-hostile.ts in a process of its own, as a load balancer probes: GET <url>
// every half second, each on a new connection, the milliseconds of each answer printed on a line
// ('error' when it failed). Its own process, because the bench's client is busy with 200 connections
// and its event loop lags by up to seconds: a probe timed there is as late as that client.
import { get } from 'node:http'

const url = process.argv[2]
if (!url) throw new Error('usage: readyz-probe.ts <url>')
setInterval(() => {
  const started = performance.now()
  get(url, { agent: false }, (res) => {
    res.resume()
    res.on('end', () => process.stdout.write(`${(performance.now() - started).toFixed(1)}\n`))
  }).on('error', () => process.stdout.write('error\n'))
}, 500)
