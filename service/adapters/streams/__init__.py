"""The adapters of the live streams, one per engine: the API's own (gevent), Pushpin (GRIP) and nginx with
nchan, with their frames, caps and leases (docs/streams.md)."""
