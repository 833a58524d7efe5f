// Every user mistake ends in a located diagnostic and a non-zero exit.

// RUN: not tile-translate %S/Inputs/malformed.mlir --tile-to-ptx 2>&1 | FileCheck %s --check-prefix=MALFORMED
// MALFORMED: malformed.mlir:2:31: error: use of undeclared SSA value name

// RUN: not tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-ptx --chip sm_75 2>&1 | FileCheck %s --check-prefix=CHIP
// CHIP: error: unknown chip 'sm_75'; supported chips are sm_80, sm_90a

// RUN: not tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-ptx --set M=3 2>&1 | FileCheck %s --check-prefix=BIND
// BIND: vector_add.mlir:{{[0-9]+}}:{{[0-9]+}}: error: no tile.param named 'M' to bind; parameters are: N, block, N, block

// RUN: not tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-ptx --set block=100 2>&1 | FileCheck %s --check-prefix=CANDIDATE
// CANDIDATE: error: 'tile.param' op value 100 bound to 'block' is not among its candidates [1024, 2048, 4096, 8192]

// RUN: not tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-ptx --kernel nope 2>&1 | FileCheck %s --check-prefix=KERNEL
// KERNEL: error: no kernel named 'nope'; the module holds: vector_add_f32, vector_add_f16

// RUN: not tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-cubin --kernel vector_add_f32 2>&1 | FileCheck %s --check-prefix=CUBINOUT
// CUBINOUT: error: --tile-to-cubin writes a binary file: pass -o FILE

// RUN: not tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-cubin -o %t.cubin 2>&1 | FileCheck %s --check-prefix=MANY
// MANY: {{^}}tile-translate: error: the module holds 2 kernels; a cubin file takes one: pick it with --kernel=NAME, or use --tile-to-bundle

// RUN: not tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-cubin --kernel vector_add_f32 --ptxas=%t.nonexistent/ptxas -o %t.cubin 2>&1 | FileCheck %s --check-prefix=NOPTXAS
// NOPTXAS: vector_add.mlir:{{[0-9]+}}:3: error: ptxas '{{.*}}nonexistent/ptxas' is not an executable; install the CUDA toolkit or pass --ptxas=PATH

// --tile-inspect and --tile-to-bundle refuse a --ptxas that cannot run
// too, rather than reporting without it.
// RUN: not tile-translate %tile_src_root/examples/vector_add.mlir --tile-inspect --ptxas=%t.nonexistent/ptxas 2>&1 | FileCheck %s --check-prefix=NOPTXAS2
// RUN: not tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-bundle -o %t.nb --ptxas=%t.nonexistent/ptxas 2>&1 | FileCheck %s --check-prefix=NOPTXAS2
// NOPTXAS2: error: ptxas '{{.*}}nonexistent/ptxas' is not an executable; pass --ptxas=PATH to a ptxas or --no-cubin

// A program that exits 0 without writing a cubin is not taken for ptxas.
// RUN: rm -rf %t.true && not tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-bundle --ptxas=/bin/true -o %t.true 2>&1 | FileCheck %s --check-prefix=PTXASTRUE
// RUN: not ls %t.true
// PTXASTRUE: error: ptxas (/bin/true) exited 0 but wrote no cubin for sm_90a; is --ptxas a ptxas?

// A failing ptxas leaves no half-written bundle behind.
// RUN: rm -rf %t.bad && not tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-bundle --ptxas=/bin/false -o %t.bad 2>&1 | FileCheck %s --check-prefix=PTXASFAIL
// RUN: not ls %t.bad
// PTXASFAIL: error: ptxas ({{.*}}) failed for sm_90a

// RUN: not tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-bundle 2>&1 | FileCheck %s --check-prefix=BUNDLEOUT
// BUNDLEOUT: error: --tile-to-bundle needs an output folder: -o DIR

// RUN: not tile-translate %S/Inputs/no-kernel.mlir --tile-to-ptx 2>&1 | FileCheck %s --check-prefix=NOKERNEL
// NOKERNEL: error: no kernel to compile: the module has no tile.launch
// RUN: not tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-ptx --tile-to-bundle -o %t.two 2>&1 | FileCheck %s --check-prefix=TWOKINDS
// TWOKINDS: tile-translate: error: give one output kind (--tile-to-ptx, --tile-to-cubin, --tile-to-bundle or --tile-inspect), not 2
// A binding qualified by another kernel of the file is that kernel's, which
// --kernel leaves out: not an unknown parameter.
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx -o /dev/null --kernel gemm_f16 --set gemm_bf16.M=7,M=256,N=256,K=256
// RUN: not tile-translate %S/Inputs/dead-launch.mlir --tile-to-ptx 2>&1 | FileCheck %s --check-prefix=DEADLAUNCH
// DEADLAUNCH: dead-launch.mlir:4:3: error: no kernel to compile: this tile.launch writes no global memory, so the pipeline removed it as dead code (store a result to a kernel argument)

// RUN: not tile-translate %t.does-not-exist.mlir --tile-to-ptx 2>&1 | FileCheck %s --check-prefix=NOFILE
// NOFILE: tile-translate: cannot open input file '{{.*}}does-not-exist.mlir': No such file or directory

// tile-opt's pipeline options: a bad chip is named without <unknown>:0.
// RUN: not tile-opt %tile_src_root/examples/vector_add.mlir --tile-to-nvvm=chip=sm_75 -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTCHIP
// OPTCHIP: {{^}}error: tile-to-nvvm: unknown chip 'sm_75'; supported chips are sm_80, sm_90a
// OPTCHIP-NOT: <unknown>

// NVVM ops a kernel writes by hand that need a newer chip than the target
// get a located error, not LLVM's instruction-selection abort.
// RUN: not tile-translate %S/Inputs/sm90-ops.mlir --kernel elect --tile-to-ptx --chip sm_80 -o %t.sm80.ptx 2>&1 | FileCheck %s --check-prefix=SM90OPS
// SM90OPS: sm90-ops.mlir:5:10: error: 'nvvm.elect.sync' needs sm_90 or later; sm_80 lacks it (compile for sm_90a)
// RUN: not tile-translate %S/Inputs/sm90-ops.mlir --kernel registers --tile-to-ptx --chip sm_80 -o %t.sm80.ptx 2>&1 | FileCheck %s --check-prefix=SMR
// SMR: sm90-ops.mlir:18:5: error: 'nvvm.setmaxregister' needs sm_90 or later
// RUN: tile-translate %S/Inputs/sm90-ops.mlir --kernel elect --tile-to-ptx --chip sm_90a -o %t.sm90.ptx

// A bundle launches each kernel once, unconditionally: a launch under host
// control flow is refused there (its PTX is still given).
// RUN: not tile-translate %S/Inputs/host-control-flow.mlir --tile-to-bundle -o %t.hcf 2>&1 | FileCheck %s --check-prefix=HOSTFLOW
// HOSTFLOW: host-control-flow.mlir:8:5: error: kernel 'k' is launched under host control flow, which a bundle cannot describe
// HOSTFLOW: host-control-flow.mlir:7:3: note: the host control flow around the launch
// RUN: tile-translate %S/Inputs/host-control-flow.mlir --tile-to-ptx -o %t.hcf.ptx
// RUN: not tile-translate %S/Inputs/host-control-flow-cf.mlir --tile-to-bundle -o %t.hcf2 2>&1 | FileCheck %s --check-prefix=HOSTCF
// HOSTCF: host-control-flow-cf.mlir:{{[0-9]+}}:3: error: kernel 'k' is launched under host control flow

// Manifest values the runtime would refuse are refused at compile time.
// (PTX alone has no manifest: it is given.)
// RUN: not tile-translate %S/Inputs/bad-manifest-values.mlir --tile-to-bundle -o %t.bmv 2>&1 | FileCheck %s --check-prefix=FLOPS
// FLOPS: bad-manifest-values.mlir:5:3: error: kernel 'negative_flops': tile.flops gives -904 at the default sizes; a flop count is 0 or more
// RUN: tile-translate %S/Inputs/bad-manifest-values.mlir --tile-to-ptx -o %t.bmv.ptx
// RUN: not tile-translate %S/Inputs/zero-extent.mlir --tile-to-bundle -o %t.ze 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: zero-extent.mlir:4:3: error: kernel 'zero': argument X has an extent of 0; a bundle's arguments hold at least one element
// RUN: tile-translate %S/Inputs/zero-extent.mlir --tile-to-ptx -o %t.ze.ptx

// Math ops the GPU patterns leave go through math-to-llvm; one that no
// lowering takes is a located error, not LLVM translation's internal one.
// RUN: tile-translate %S/Inputs/math-ops.mlir --tile-to-ptx --kernel m -o - | FileCheck %s --check-prefix=MATH
// MATH-DAG: cvt.rzi.f32.f32
// MATH-DAG: popc.b32
// RUN: not tile-translate %S/Inputs/math-ops.mlir --tile-to-ptx --kernel p -o %t.p.ptx 2>&1 | FileCheck %s --check-prefix=IPOWI
// IPOWI: math-ops.mlir:33:12: error: 'math.ipowi' has no lowering for the GPU

// Input lowered already (tile-opt) keeps its target and has no parameters
// left: a --chip that contradicts it, --set and the schedule flags are
// refused rather than ignored.
// RUN: tile-opt %tile_src_root/examples/vector_add.mlir --tile-to-nvvm="chip=sm_90a" -o %t.low.mlir
// RUN: not tile-translate %t.low.mlir --tile-to-ptx --chip sm_80 -o %t.low.ptx 2>&1 | FileCheck %s --check-prefix=LOWCHIP
// LOWCHIP: error: this gpu.module was lowered for sm_90a; --chip sm_80 cannot retarget it
// RUN: not tile-translate %t.low.mlir --tile-to-ptx --set N=5 -o %t.low.ptx 2>&1 | FileCheck %s --check-prefix=LOWSET
// LOWSET: error: this input was lowered already (it has no tile.launch left), so --set (no tile.param is left to bind) does not apply
// RUN: tile-translate %t.low.mlir --tile-to-ptx --chip sm_90a -o %t.low.ptx

// gpu.subgroup_id, which upstream's GPU-to-NVVM patterns do not lower
// (a legalization failure), is the linear thread id over 32.
// RUN: tile-translate %S/Inputs/subgroup-id.mlir --tile-to-ptx -o - | FileCheck %s --check-prefix=SUBGROUP
// SUBGROUP: mov.u32 {{.*}}%tid.x
// SUBGROUP: shr.u32 {{.*}}, 5;

// A grid that follows a plain scalar argument: the manifest cannot say how
// to launch it, and the message points at the launch and the fix.
// RUN: not tile-translate %S/Inputs/grid-scalar.mlir --tile-to-ptx 2>&1 | FileCheck %s --check-prefix=GRID-SCALAR
// GRID-SCALAR: grid-scalar.mlir:6:3: error: the launch's grid (dimension 0) must be integer arithmetic on constants and run-time dimensions, which the manifest records{{.*}}; a size the grid follows is a tile.param left to run time (--set NAME=dynamic), not a plain scalar argument
