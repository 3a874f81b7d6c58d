"""RQ jobs, the outbox relay that turns new events into jobs, and the reaper of dead workers' jobs."""
