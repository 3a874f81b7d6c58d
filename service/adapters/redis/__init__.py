"""The adapters on Redis and RQ: the event store, its keys and Function library, the outbox reader, the
accounts, lobby, tournaments, ratings and webhooks, the queue and the worker (docs/architecture.md)."""
