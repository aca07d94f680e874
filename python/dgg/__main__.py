"""``python -m dgg`` runs the command line."""

import sys

from dgg.cli import main

sys.exit(main())
