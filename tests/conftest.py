"""Makes the project's packages importable when pytest runs from a plain clone.

`python -m pytest` puts the working directory on sys.path, the `pytest` script does not; this
puts the repository root first, so `import engine` finds the package, not a test directory.
"""

import sys
from pathlib import Path

ROOT = str(Path(__file__).resolve().parents[1])
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
