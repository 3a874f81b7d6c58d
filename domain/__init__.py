"""Pure game rules: no I/O, no Flask, no Redis, no clock."""
