// Inputs that crash upstream's parsers stop before them with a located
// error and exit 1, in every tool (tile/Support/InputCheck.h).

// RUN: rm -rf %t && mkdir -p %t
// RUN: echo 'func.func @f() attributes {a = array<index: 1>} { return }' > %t/index.mlir
// RUN: not tile-opt %t/index.mlir 2>&1 | FileCheck %s --check-prefix=INDEX
// RUN: not tile-translate %t/index.mlir --tile-to-ptx 2>&1 | FileCheck %s --check-prefix=INDEX
// RUN: not tile-tune %t/index.mlir --dry-run --no-cache 2>&1 | FileCheck %s --check-prefix=INDEX
// INDEX: index.mlir:1:32: error: array<index: ...> is not a dense array type (its elements need a width: use array<i64: ...>)

// RUN: python3 -c "n=4000;print('func.func @f() {\n'+'scf.execute_region {\n'*n+'}\n'*n+'return }')" > %t/regions.mlir
// RUN: not tile-opt %t/regions.mlir 2>&1 | FileCheck %s --check-prefix=DEEP
// RUN: not tile-translate %t/regions.mlir --tile-to-ptx 2>&1 | FileCheck %s --check-prefix=DEEP
// DEEP: regions.mlir:1001:20: error: nesting deeper than 1000 levels; the parser would run out of stack

// RUN: python3 -c "print('func.func private @f() attributes {a = '+'['*7000+']'*7000+'}')" > %t/brackets.mlir
// RUN: not tile-opt %t/brackets.mlir 2>&1 | FileCheck %s --check-prefix=BRACKETS
// BRACKETS: brackets.mlir:1:{{[0-9]+}}: error: nesting deeper than 1000 levels
// RUN: python3 -c "print('func.func private @f(%%a: '+'memref<'*50000+'f32'+'>'*50000+')')" > %t/types.mlir
// RUN: not tile-opt %t/types.mlir 2>&1 | FileCheck %s --check-prefix=TYPES
// TYPES: types.mlir:1:{{[0-9]+}}: error: nesting deeper than 1000 levels

// llvm::json has no depth limit either.
// RUN: python3 -c "print('['*40000+']'*40000)" > %t/space.json
// RUN: not tile-tune %S/../Tune/Inputs/gemm.mlir --dry-run --no-cache --space-file %t/space.json 2>&1 | FileCheck %s --check-prefix=JSON
// JSON: tile-tune: error: --space-file: {{.*}}space.json:1:1001: nesting deeper than 1000 levels

// Deep but legal nesting still parses, brackets in strings and comments
// do not count, and `->` closes nothing.
// RUN: python3 -c "n=900;print('// ' + '{'*5000 + '\nfunc.func private @f() attributes {s = \"' + '['*5000 + '\"} // ->->\nfunc.func @g() {\n'+'scf.execute_region {\n'*n+'scf.yield\n}\n'*n+'return }')" > %t/legal.mlir
// RUN: tile-opt %t/legal.mlir | FileCheck %s --check-prefix=LEGAL
// LEGAL: func.func @g()

// A byte-order mark is named, not "unexpected character".
// RUN: printf '\357\273\277func.func @f() { return }\n' > %t/bom.mlir
// RUN: not tile-opt %t/bom.mlir 2>&1 | FileCheck %s --check-prefix=BOM
// BOM: bom.mlir:1:1: error: the file starts with a UTF-8 byte-order mark, which MLIR does not read: save it without one
