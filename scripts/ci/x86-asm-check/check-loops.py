#!/usr/bin/env python3
"""Checks the hot loops of the x86-64-v3 kernels in a release binary against the rules of
loop-rules.txt (beside this file), and prints what each of those loops compiles to.

    check-loops.py BINARY RULES [--module PiPKernelsX86V3] [--list FUNCTION-PREFIX]
    check-loops.py libyuv.so.0 --module '' --list ScaleRowDown2Box_AVX2     (C symbols: any function)
    exit 1 if a rule fails

The binary is disassembled with `objdump -d` (AT&T syntax). A loop is the instructions from the
target of a backward jump to that jump, inside one function; an innermost loop holds no other
loop. Only functions of the module (`$s<len><module>` symbols, closures and specializations
included) are read; their names are demangled with `swift-demangle --simplified`, and a private
function `(name in _HASH)` matches as `name`.

Rules (one loop per line, `#` comments):
    LABEL  FUNCTION-PREFIX  RULE...
LABEL names the loop in the report and in a failure; FUNCTION-PREFIX is the start of the demangled
name without the module (alternatives separated by `|`). The loop checked is the longest innermost
loop of a matching function that holds an instruction matching `loop=` (by default any vector
instruction: the hot loop, not a tail), and it must satisfy every rule:
    loop=MNEMONIC      which loops are candidates (a regex matched whole against mnemonics), where a
                       function has vector loops for several cases (e.g. loop=vpavgw)
    has=MNEMONIC[*N]   at least N (default 1) instructions whose mnemonic is MNEMONIC (a regex
                       matched whole, e.g. has=vpmaddubsw*4 or has=vpavg[bw])
    length<=N          at most N instructions in the loop, the backward jump included
    outputs=N          output bytes one pass of the loop writes (reported as instructions per
                       output; not a condition)
On a failure the loop is printed with its instruction mix, so the message says what it became.
--list PREFIX prints every innermost loop of the matching functions, for writing rules.
"""
import collections, re, subprocess, sys

HEADER = re.compile(r'^([0-9a-f]+) <(.+)>:$')
INSTRUCTION = re.compile(r'^\s*([0-9a-f]+):\s+(\S+)\s*(.*)$')
JUMP = re.compile(r'^j[a-z]+$')
TARGET = re.compile(r'^([0-9a-f]+)\b')


def functions(binary, module):
    """{mangled name: [(address, mnemonic, operands)]} of the module's functions."""
    prefix = f'$s{len(module)}{module}' if module else ''
    dump = subprocess.run(['objdump', '-d', '--no-show-raw-insn', binary], capture_output=True, text=True, check=True).stdout
    found, name = {}, None
    for line in dump.splitlines():
        header = HEADER.match(line)
        if header:
            name = header.group(2) if header.group(2).startswith(prefix) else None
            if name:
                found[name] = []
            continue
        if name:
            instruction = INSTRUCTION.match(line)
            if instruction and not instruction.group(2).startswith('(bad)'):
                found[name].append((int(instruction.group(1), 16), instruction.group(2), instruction.group(3)))
    return found


def innermost_loops(body):
    """Each innermost loop of a function body as its list of (address, mnemonic, operands)."""
    index = {address: i for i, (address, _, _) in enumerate(body)}
    loops = []
    for i, (address, mnemonic, operands) in enumerate(body):
        target = TARGET.match(operands)
        if JUMP.match(mnemonic) and target and int(target.group(1), 16) in index and int(target.group(1), 16) <= address:
            loops.append((index[int(target.group(1), 16)], i))
    inner = [l for l in loops if not any(o != l and l[0] <= o[0] and o[1] <= l[1] for o in loops)]
    return [body[start:end + 1] for start, end in sorted(set(inner))]


def demangled(names, module):
    if not module:
        return {name: name.split('@')[0] for name in names}
    out = subprocess.run(['swift-demangle', '--simplified'], input='\n'.join(names), capture_output=True, text=True, check=True).stdout
    result = {}
    for name, text in zip(names, out.splitlines()):
        text = re.sub(r'\((\w+) in _[0-9A-F]+\)', r'\1', text)
        text = re.sub(r'^(?:(?:specialized|generic specialization <[^>]*> of|function signature specialization <[^>]*> of|merged)\s+)+', '', text)
        result[name] = text
    return result


def mix(loop):
    counts = collections.Counter(mnemonic for _, mnemonic, _ in loop)
    return ' '.join(f'{m}x{n}' if n > 1 else m for m, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def main():
    args = sys.argv[1:]
    module = 'PiPKernelsX86V3'
    if '--module' in args:
        i = args.index('--module'); module = args[i + 1]; del args[i:i + 2]
    listing = None
    if '--list' in args:
        i = args.index('--list'); listing = args[i + 1]; del args[i:i + 2]
    binary, rules_file = args[0], args[1] if len(args) > 1 else None
    bodies = functions(binary, module)
    names = demangled(list(bodies), module)

    def matching(prefixes):
        def bare(text):
            return text.removeprefix(module + '.') if module else text
        return [name for name in bodies
                if any(bare(names[name]).startswith(p) or f' in {module}.{p}' in names[name] for p in prefixes.split('|'))]

    if listing:
        for name in matching(listing):
            for loop in innermost_loops(bodies[name]):
                print(f'{names[name][:110]}\n  {len(loop)} instructions at {loop[0][0]:x}: {mix(loop)}')
        return 0

    failures = 0
    print(f'x86-64 hot loops of {module} in {binary} (instructions per pass of the loop, the jump included):')
    print(f'  {"loop":<34} {"instr":>5} {"outputs":>7} {"per out":>7}  result')
    for raw in open(rules_file):
        raw = raw.split('#')[0].strip()
        if not raw:
            continue
        label, prefixes, *rules = raw.split()
        candidates = [loop for name in matching(prefixes) for loop in innermost_loops(bodies[name])]
        if not candidates:
            print(f'  FAIL {label}: no function {prefixes} with a loop in the binary')
            failures += 1
            continue
        wanted, limit, outputs, selector = [], None, None, r'v\w+'
        for rule in rules:
            if rule.startswith('has='):
                mnemonic, _, count = rule[4:].partition('*')
                wanted.append((mnemonic, int(count or 1)))
            elif rule.startswith('length<='):
                limit = int(rule[8:])
            elif rule.startswith('outputs='):
                outputs = int(rule[8:])
            elif rule.startswith('loop='):
                selector = rule[5:]
            else:
                print(f'  FAIL {label}: unknown rule {rule}')
                failures += 1
        hot = [loop for loop in candidates if any(re.fullmatch(selector, m) for _, m, _ in loop)]
        if not hot:
            print(f'  FAIL {label} ({prefixes}): no loop with an instruction matching {selector} -- the loop lost its vector code')
            failures += 1
            continue
        best = max(hot, key=len)
        missing = [f'{m}*{n}' for m, n in wanted if sum(bool(re.fullmatch(m, x)) for _, x, _ in best) < n]
        too_long = limit is not None and len(best) > limit
        per = f'{len(best) / outputs:.2f}' if outputs else '-'
        if not missing and not too_long:
            print(f'  {label:<34} {len(best):>5} {outputs or "-":>7} {per:>7}  ok (length<={limit})')
        else:
            failures += 1
            why = '; '.join(([f'missing {" ".join(missing)}'] if missing else []) + ([f'{len(best)} instructions > {limit}'] if too_long else []))
            print(f'  {label:<34} {len(best):>5} {outputs or "-":>7} {per:>7}  FAIL')
            print(f'  FAIL {label} ({prefixes}): {why} -- a toolchain or source change lost the pattern; the loop: {mix(best)}')
    print(f'x86-64 hot loops: {"all rules hold" if failures == 0 else f"{failures} rule(s) failed"}')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
