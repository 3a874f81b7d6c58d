"""`python -m service.cli`: how `trackside up` starts its parts, and the tests theirs."""
from service.cli import main

main()
