"""A private PostgreSQL cluster for the tests and benches (as tests/support.py RedisServer is for Redis):
initdb into a temporary folder, the server on a free port with its unix socket in that folder, trust for
its one user. Never the machine's own server. As root (CI), the cluster is the postgres user's, which
initdb insists on."""
from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import tempfile
from pathlib import Path

from tests.support import free_port

USER = "trackside"


def binaries() -> Path:
    """The newest PostgreSQL's bin folder (Debian's postgresql package puts them under /usr/lib/postgresql)."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[-3]))
    assert found, "PostgreSQL must be installed (deploy/bootstrap.sh installs Debian's postgresql)"
    return Path(found[-1]).parent


class PostgresServer:
    def __init__(self) -> None:
        self.directory = Path(tempfile.mkdtemp(prefix="trackside-postgres-"))
        self.port = free_port()
        self.as_owner: list[str] = []
        if os.geteuid() == 0:
            owner = pwd.getpwnam("postgres")
            os.chown(self.directory, owner.pw_uid, owner.pw_gid)
            self.as_owner = ["runuser", "-u", "postgres", "--"]
        bin_ = binaries()
        self.pg_ctl = str(bin_ / "pg_ctl")
        self.data = self.directory / "data"
        self._run(str(bin_ / "initdb"), "-D", str(self.data), "-U", USER, "--auth=trust", "-E", "UTF8",
                  "--locale=C", "--no-sync")
        self.options = f"-p {self.port} -k {self.directory} -c listen_addresses='' -c fsync=off"
        self.start()

    def start(self) -> None:
        self._run(self.pg_ctl, "-D", str(self.data), "-o", self.options, "-l", str(self.directory / "server.log"),
                  "-w", "-t", "60", "start")

    def halt(self) -> None:
        """Stop the server as a crash would (started again by start)."""
        self._run(self.pg_ctl, "-D", str(self.data), "-m", "immediate", "-w", "stop")

    def _run(self, *command: str) -> None:
        subprocess.run([*self.as_owner, *command], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    @property
    def url(self) -> str:
        return f"postgresql://{USER}@/postgres?host={self.directory}&port={self.port}"

    def stop(self) -> None:
        self.halt()
        shutil.rmtree(self.directory, ignore_errors=True)
