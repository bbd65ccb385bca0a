#!/usr/bin/env python3
"""Checks the instruction mix of the kernels' hot loops in an AArch64 assembly file against the
per-kernel rules of Arm64/asm-rules.txt, and prints what each hot loop compiles to.

    check-assembly.py <file.s> <rules> <label>     exit 1 if a rule fails

A loop is the instructions between a label and a backward branch to it; an innermost loop holds
no other loop. Per kernel (every function whose demangled name starts with the rule's name, and
the closures inside them) the instructions inside loops (the hot code: a tile transpose or a 3:1
gather sits in the loop around an innermost row loop) are classified: lane inserts (`mov v.b/h/s[i], ...`, `ins`; `mov v.d[i], x`), lane
extracts (`umov`, `smov`, `mov w, v.s[i]`), calls (`bl`, `blr`), interleaves (`st2/st3/st4`,
`zip1/zip2`, `trn1/trn2`, `uzp1/uzp2`, `ld2/ld3/ld4`) and vector instructions (any `v` register).
A kernel name may list alternatives separated by `|` (a kernel and the helper it calls once per plane,
which LLVM inlines on one target and not on the other); a private function `(name in _HASH)` matches
as `name`.
Rules (one kernel per line, any number of rules after the name, `#` comments):
    vector>=N          at least N vector instructions in the hot loops
    has=REGEX          some hot-loop instruction's mnemonic matches REGEX (e.g. has=st2|zip1)
    lane-inserts<=N    at most N lane inserts in the hot loops (the budget of lane-by-lane code)
    lane-extracts<=N   at most N lane extracts in the hot loops
    no-calls           no call in an innermost loop (no-calls-but=memcpy: except to memcpy)
"""
import re, subprocess, sys

LABEL = re.compile(r'^("?[$_.A-Za-z][\w$.@"]*"?):')
BRANCH = re.compile(r'^\s*(b(?:\.\w+)?|cbn?z|tbn?z)\s+(?:[^,]+,\s*)*([.\w$]+)\s*$')
# GNU syntax (mov v0.h[1], w8) and Apple's (mov.h v0[1], w8).
# A 64-bit half moved between vectors (`mov v0.d[1], v1.d[0]`) is LLVM's spelling of zip1/zip2 on
# 2d lanes, not lane-by-lane code, and is not counted.
INSERT = re.compile(r'^\s*(?:mov|ins)(?:\.[bhs]\s+v\d+|\s+v\d+\.[bhs])\[\d+\]|^\s*(?:mov|ins)(?:\.d\s+v\d+|\s+v\d+\.d)\[\d+\],\s*x')
EXTRACT = re.compile(r'^\s*(?:umov|smov|mov)(?:\.[bhsd])?\s+[wx]\d+,\s*v\d+(?:\.[bhsd])?\[\d+\]')
INTERLEAVE = re.compile(r'^\s*(st[234]|ld[234]|zip[12]|trn[12]|uzp[12])\b')
CALL = re.compile(r'^\s*(bl|blr)\s')
VECTOR = re.compile(r'\bv\d+\b|\bq\d+\b')


def functions(lines):
    """(mangled name, [instruction or label lines]) for every function in the file."""
    result, name, body = [], None, []
    for line in lines:
        label = LABEL.match(line)
        if label and not label.group(1).startswith(('.L', 'L', 'l_', '.l')) and re.search(r'\$[se]', label.group(1)):
            if name:
                result.append((name, body))
            name, body = label.group(1).strip('"'), []
        elif name is not None:
            if line.strip().startswith(('.cfi_endproc', '.size')):
                result.append((name, body))
                name, body = None, []
            else:
                body.append(line.split('//')[0].split(';')[0].rstrip())
    if name:
        result.append((name, body))
    return result


def loops_of(body, innermost=True):
    """Line ranges [label, branch] of the (innermost) loops of a function body."""
    labels = {}
    for index, line in enumerate(body):
        label = LABEL.match(line)
        if label:
            labels[label.group(1)] = index
    loops = []
    for index, line in enumerate(body):
        branch = BRANCH.match(line)
        if branch and branch.group(2) in labels and labels[branch.group(2)] < index:
            loops.append((labels[branch.group(2)], index))
    if not innermost:
        return loops
    return [l for l in loops if not any(o != l and l[0] <= o[0] and o[1] <= l[1] for o in loops)]


def loop_code(body, innermost):
    """The instructions inside the (innermost) loops, each once."""
    inside = set()
    for start, end in loops_of(body, innermost):
        inside.update(range(start, end + 1))
    return [body[i].strip() for i in sorted(inside)
            if body[i].strip() and not LABEL.match(body[i]) and not body[i].strip().startswith('.')]


def main():
    assembly, rules_file, label = sys.argv[1:4]
    lines = open(assembly).read().splitlines()
    found = functions(lines)
    names = subprocess.run(['swift-demangle', '--simplified'], input='\n'.join(n for n, _ in found),
                           capture_output=True, text=True, check=True).stdout.splitlines()
    failures = 0
    print(f'{label}: instructions inside loops per kernel (loops: innermost loops; calls: in innermost loops)')
    print(f'  {"kernel":<34} {"loops":>5} {"instr":>6} {"vector":>6} {"interleave":>10} {"ins":>4} {"ext":>4} {"calls":>5}  interleave mnemonics')
    for raw in open(rules_file):
        raw = raw.split('#')[0].strip()
        if not raw:
            continue
        kernel, *rules = raw.split()
        def matches(demangled):
            demangled = re.sub(r'\((\w+) in _[0-9A-F]+\)', r'\1', demangled.removeprefix('specialized '))
            return any(demangled.startswith(k) or ' in ' + k in demangled for k in kernel.split('|'))
        bodies = [body for (name, body), demangled in zip(found, names) if matches(demangled)]
        loop_instructions, innermost = [], []
        for body in bodies:
            loop_instructions += loop_code(body, innermost=False)
            innermost += loop_code(body, innermost=True)
        if not bodies:
            print(f'  FAIL {kernel}: no function of this name in the assembly')
            failures += 1
            continue
        inserts = sum(bool(INSERT.match(i)) for i in loop_instructions)
        extracts = sum(bool(EXTRACT.match(i)) for i in loop_instructions)
        called = [i.split()[-1].lstrip('_') for i in innermost if CALL.match(i)]
        calls = len(called)
        vector = sum(bool(VECTOR.search(i)) for i in loop_instructions)
        mnemonics = {}
        for i in loop_instructions:
            m = INTERLEAVE.match(i)
            if m:
                mnemonics[m.group(1)] = mnemonics.get(m.group(1), 0) + 1
        loops = sum(len(loops_of(b)) for b in bodies)
        mix = ' '.join(f'{k}x{v}' for k, v in sorted(mnemonics.items())) or '-'
        print(f'  {kernel:<34} {loops:>5} {len(loop_instructions):>6} {vector:>6} {sum(mnemonics.values()):>10} '
              f'{inserts:>4} {extracts:>4} {calls:>5}  {mix}' + (f'  calls: {" ".join(sorted(set(called)))}' if called else ''))
        for rule in rules:
            ok, what = True, rule
            if rule == 'no-calls' or rule.startswith('no-calls-but='):
                allowed = rule.split('=')[1].split(',') if '=' in rule else []
                ok = all(c in allowed for c in called)
                what = f'{rule} (calls in innermost loops: {" ".join(called)})'
            elif rule.startswith('has='):
                pattern = re.compile(r'^\s*(' + rule[4:] + r')\b')
                ok = any(pattern.match(i) for i in loop_instructions)
            elif rule.startswith('lane-inserts<='):
                ok = inserts <= int(rule.split('<=')[1])
                what = f'{rule} (found {inserts})'
            elif rule.startswith('lane-extracts<='):
                ok = extracts <= int(rule.split('<=')[1])
                what = f'{rule} (found {extracts})'
            elif rule.startswith('vector>='):
                ok = vector >= int(rule.split('>=')[1])
                what = f'{rule} (found {vector})'
            else:
                ok, what = False, f'unknown rule {rule}'
            if not ok:
                print(f'  FAIL {kernel}: {what} -- the kernel fell back to lane-by-lane or scalar code on {label}?')
                failures += 1
    print(f'{label}: {"all rules hold" if failures == 0 else f"{failures} rule(s) failed"}')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
