#!/usr/bin/env python3
"""Points a trained neural model (en.teclalm) at a rebuilt pack whose lexicon is the same.

The model reads and predicts the pack's word ids, and names the pack's content checksum so that a
pack with other ids is refused. The ids come from the lexicon alone (`tecla pack tokenize` resolves
words through it; special tokens follow its words), so a pack rebuilt with other n-grams (another
corpus weight, a background model mixed in) but the same words keeps every id: training again
with `--pack-checksum NEW` would give the same weights. This rewrites only the manifest's
`packContentChecksum` and the `--pack-checksum` of its recorded command, after checking that the
two packs list the same words under the same ids (`tecla pack words`; the training reads
nothing else of it but their number), and the golden file's
checksum beside it.

    Scripts/assets/repoint_neural_lm.py --model Sources/TeclaPacks/Resources/en.teclalm \
        --old-pack OLD.teclapack --new-pack Sources/TeclaPacks/Resources/en.teclapack \
        [--golden Tests/TeclaLanguageTests/Fixtures/neural-golden-en.json] [--tecla .build/release/tecla]
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pack_container import pack_container, read_sections  # noqa: E402


def checksum(pack):
    with open(pack, "rb") as f:
        return json.loads(read_sections(f.read())["MANI"][1])["contentChecksum"]


def words(tecla, pack):
    # Alone in a folder: `tecla` would otherwise open the model beside it, which names the old pack.
    with tempfile.TemporaryDirectory() as folder:
        alone = os.path.join(folder, os.path.basename(pack))
        shutil.copyfile(pack, alone)
        listing = subprocess.run([tecla, "pack", "words", alone], check=True, capture_output=True, text=True).stdout
    # id and spelling; the third column, the word's probability, is the n-grams' and may change.
    return [line.split("\t")[:2] for line in listing.splitlines()]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", required=True)
    ap.add_argument("--old-pack", required=True, help="the pack the model names now")
    ap.add_argument("--new-pack", required=True)
    ap.add_argument("--golden", help="the golden-output file written with the model")
    ap.add_argument("--tecla", default=".build/release/tecla")
    args = ap.parse_args()

    with open(args.model, "rb") as f:
        sections = read_sections(f.read())
    manifest = json.loads(sections["MANI"][1])
    old, new = checksum(args.old_pack), checksum(args.new_pack)
    if manifest["packContentChecksum"] != old:
        sys.exit(f"the model names pack {manifest['packContentChecksum']}, not {args.old_pack} ({old})")
    if words(args.tecla, args.old_pack) != words(args.tecla, args.new_pack):
        sys.exit("the packs' lexicons differ: the ids would not be the same; train the model again")
    manifest["packContentChecksum"] = new
    manifest["training"]["command"] = manifest["training"]["command"].replace(f"--pack-checksum {old}", f"--pack-checksum {new}")
    sections["MANI"] = (1, json.dumps(manifest, indent=2, sort_keys=True).encode())
    with open(args.model, "wb") as f:
        f.write(pack_container(sections))
    if args.golden:
        with open(args.golden) as f:
            golden = json.load(f)
        golden["contentChecksum"] = new
        with open(args.golden, "w") as f:
            json.dump(golden, f, indent=1)
    print(f"{args.model}: pack {old} → {new}")


if __name__ == "__main__":
    main()
