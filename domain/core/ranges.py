"""Legal commands that stand for a range of whole numbers (docs/clients.md, "Ranges").

A listed command may carry `ranges`: {pointer: {"min": a, "max": b}} or, for a total split between two
fields, {pointer: {"min": a, "max": b, "balance": other pointer}}. Pointers are JSON pointers (RFC 6901)
into the command's `data`. Every whole value v in [a, b] at the pointer is legal too, the other fields
as listed, except that the balance field takes what the pointer's field gives up (their sum stays as
listed). The listed command is one example and stays POSTable as it is; each range varies alone."""
from __future__ import annotations

import copy
from typing import Any


def ranged(command: dict, pointer: str, low: int, high: int, balance: str | None = None) -> dict:
    """The command, listed as an example of every whole value from `low` to `high` at `pointer`."""
    spec: dict[str, Any] = {"min": low, "max": high}
    if balance is not None:
        spec["balance"] = balance
    return command | {"ranges": {**command.get("ranges", {}), pointer: spec}}


def example(command: dict) -> dict:
    """The listed command without its ranges: what a bot plays and a log records."""
    return {key: value for key, value in command.items() if key != "ranges"}


def _steps(pointer: str) -> list[str | int]:
    parts = [part.replace("~1", "/").replace("~0", "~") for part in pointer.split("/")[1:]]
    return [int(part) if part.isdigit() else part for part in parts]


def read(data: Any, pointer: str) -> Any:
    for step in _steps(pointer):
        data = data[step]
    return data


def instance(command: dict, pointer: str, value: int) -> dict:
    """The listed command with `value` at `pointer` (and its balance field making up the rest)."""
    spec = command["ranges"][pointer]
    data = copy.deepcopy(command["data"])
    if "balance" in spec:
        write(data, spec["balance"], read(data, pointer) + read(data, spec["balance"]) - value)
    write(data, pointer, value)
    return {"type": command["type"], "data": data}


def write(data: Any, pointer: str, value: Any) -> None:
    *path, last = _steps(pointer)
    for step in path:
        data = data[step]
    data[last] = value


def covers(listed: list[dict], command: dict) -> bool:
    """Whether `command` is listed, or a whole value inside one listed command's range."""
    wanted = example(command)
    for entry in listed:
        if example(entry) == wanted:
            return True
        for pointer, spec in entry.get("ranges", {}).items():
            try:
                value = read(command["data"], pointer)
            except (KeyError, IndexError, TypeError):
                continue
            if (isinstance(value, int) and not isinstance(value, bool) and spec["min"] <= value <= spec["max"]
                    and instance(entry, pointer, value) == wanted):
                return True
    return False
