"""Validates tile-gate verdicts (and launch specs with --spec) against the
JSON Schemas in docs/: exits 1 with the first violation."""
import json
import os
import sys

import jsonschema

docs = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "docs")
kind = "verdict"
files = sys.argv[1:]
if files and files[0] == "--spec":
    kind, files = "spec", files[1:]
with open(os.path.join(docs, f"tile-gate-{kind}.schema.json")) as f:
    schema = json.load(f)
validator = jsonschema.Draft202012Validator(schema)
for path in files:
    with open(path) as f:
        doc = json.load(f)
    errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.path))
    for e in errors:
        print(f"{path}: {'/'.join(map(str, e.path)) or '$'}: {e.message}")
    if errors:
        sys.exit(1)
    print(f"{path}: valid {kind}")
