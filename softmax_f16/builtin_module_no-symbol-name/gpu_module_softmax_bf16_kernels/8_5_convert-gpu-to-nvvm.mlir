// -----// IR Dump After ConvertGpuOpsToNVVMOps (convert-gpu-to-nvvm) ('gpu.module' operation: @softmax_bf16_kernels) //----- //
module attributes {gpu.container_module} {
  func.func @softmax_f16(%arg0: memref<8192x8192xf16> {tile.name = "X"}, %arg1: memref<8192x8192xf16> {tile.name = "Y"}) attributes {tile.params = {M = 8192 : i64, N = 8192 : i64, block_M = 1 : i64, block_N = 8192 : i64, threads = 1024 : i64}} {
    %c8192 = arith.constant 8192 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c256_i32 = arith.constant 256 : i32
    gpu.launch_func  @softmax_f16_kernels::@softmax_f16 blocks in (%c8192, %c1, %c1) threads in (%c1024, %c1, %c1)  dynamic_shared_memory_size %c256_i32 args(%arg0 : memref<8192x8192xf16>, %arg1 : memref<8192x8192xf16>)
    return
  }
  func.func @softmax_bf16(%arg0: memref<8192x8192xbf16> {tile.name = "X"}, %arg1: memref<8192x8192xbf16> {tile.name = "Y"}) attributes {tile.params = {M = 8192 : i64, N = 8192 : i64, block_M = 1 : i64, block_N = 8192 : i64, threads = 1024 : i64}} {
    %c8192 = arith.constant 8192 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c256_i32 = arith.constant 256 : i32
    gpu.launch_func  @softmax_bf16_kernels::@softmax_bf16 blocks in (%c8192, %c1, %c1) threads in (%c1024, %c1, %c1)  dynamic_shared_memory_size %c256_i32 args(%arg0 : memref<8192x8192xbf16>, %arg1 : memref<8192x8192xbf16>)
    return
  }
  func.func @softmax_online_f16(%arg0: memref<1024x65536xf16> {tile.name = "X"}, %arg1: memref<1024x65536xf16> {tile.name = "Y"}) attributes {tile.params = {M = 1024 : i64, N = 65536 : i64, block_N = 8192 : i64, threads = 1024 : i64}} {
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c256_i32 = arith.constant 256 : i32
    gpu.launch_func  @softmax_online_f16_kernels::@softmax_online_f16 blocks in (%c1024, %c1, %c1) threads in (%c1024, %c1, %c1)  dynamic_shared_memory_size %c256_i32 args(%arg0 : memref<1024x65536xf16>, %arg1 : memref<1024x65536xf16>)
    return
  }
  gpu.module @softmax_f16_kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">] {
    llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
    llvm.func @__nv_fmaxf(f32, f32) -> f32
    llvm.func @softmax_f16(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 1024, 1, 1>, gpu.known_grid_size = array<i32: 8192, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 1024, 1, 1>, nvvm.minctasm = 2 : i32, tile.params = {M = 8192 : i64, N = 8192 : i64, block_M = 1 : i64, block_N = 8192 : i64, threads = 1024 : i64}} {
      %0 = llvm.mlir.poison : vector<8xf16>
      %1 = llvm.mlir.constant(-1 : i32) : i32
      %2 = llvm.mlir.constant(7 : i64) : i64
      %3 = llvm.mlir.constant(6 : i64) : i64
      %4 = llvm.mlir.constant(5 : i64) : i64
      %5 = llvm.mlir.constant(4 : i64) : i64
      %6 = llvm.mlir.constant(3 : i64) : i64
      %7 = llvm.mlir.constant(2 : i64) : i64
      %8 = llvm.mlir.constant(1 : i64) : i64
      %9 = llvm.mlir.constant(0 : i64) : i64
      %10 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %11 = llvm.mlir.constant(32 : index) : i64
      %12 = llvm.mlir.constant(8 : index) : i64
      %13 = llvm.mlir.constant(1.44269502 : f32) : f32
      %14 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %15 = llvm.mlir.constant(2 : index) : i64
      %16 = llvm.mlir.constant(3 : index) : i64
      %17 = llvm.mlir.constant(4 : index) : i64
      %18 = llvm.mlir.constant(5 : index) : i64
      %19 = llvm.mlir.constant(6 : index) : i64
      %20 = llvm.mlir.constant(7 : index) : i64
      %21 = llvm.mlir.constant(32 : i32) : i32
      %22 = llvm.mlir.constant(1 : i32) : i32
      %23 = llvm.mlir.constant(2 : i32) : i32
      %24 = llvm.mlir.constant(4 : i32) : i32
      %25 = llvm.mlir.constant(8 : i32) : i32
      %26 = llvm.mlir.constant(16 : i32) : i32
      %27 = llvm.mlir.constant(9 : index) : i64
      %28 = llvm.mlir.constant(10 : index) : i64
      %29 = llvm.mlir.constant(11 : index) : i64
      %30 = llvm.mlir.constant(12 : index) : i64
      %31 = llvm.mlir.constant(13 : index) : i64
      %32 = llvm.mlir.constant(14 : index) : i64
      %33 = llvm.mlir.constant(15 : index) : i64
      %34 = llvm.mlir.constant(16 : index) : i64
      %35 = llvm.mlir.constant(17 : index) : i64
      %36 = llvm.mlir.constant(18 : index) : i64
      %37 = llvm.mlir.constant(19 : index) : i64
      %38 = llvm.mlir.constant(20 : index) : i64
      %39 = llvm.mlir.constant(21 : index) : i64
      %40 = llvm.mlir.constant(22 : index) : i64
      %41 = llvm.mlir.constant(23 : index) : i64
      %42 = llvm.mlir.constant(24 : index) : i64
      %43 = llvm.mlir.constant(25 : index) : i64
      %44 = llvm.mlir.constant(26 : index) : i64
      %45 = llvm.mlir.constant(27 : index) : i64
      %46 = llvm.mlir.constant(28 : index) : i64
      %47 = llvm.mlir.constant(29 : index) : i64
      %48 = llvm.mlir.constant(30 : index) : i64
      %49 = llvm.mlir.constant(31 : index) : i64
      %50 = llvm.mlir.constant(1 : index) : i64
      %51 = llvm.mlir.constant(8192 : index) : i64
      %52 = llvm.mlir.constant(0 : index) : i64
      %53 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %54 = llvm.sext %53 : i32 to i64
      %55 = llvm.urem %54, %11 : i64
      %56 = llvm.udiv %54, %11 : i64
      %57 = llvm.urem %55, %11 : i64
      %58 = llvm.urem %56, %11 : i64
      %59 = llvm.mul %58, %11 : i64
      %60 = llvm.add %59, %57 : i64
      %61 = llvm.mul %60, %12 : i64
      %62 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 8192> : i32
      %63 = llvm.sext %62 : i32 to i64
      %64 = llvm.alloca %12 x f16 : (i64) -> !llvm.ptr
      %65 = llvm.alloca %12 x f32 : (i64) -> !llvm.ptr
      %66 = llvm.alloca %50 x f32 : (i64) -> !llvm.ptr
      %67 = llvm.alloca %50 x f32 : (i64) -> !llvm.ptr
      %68 = llvm.mul %63, %51 : i64
      %69 = llvm.add %68, %61 : i64
      %70 = llvm.getelementptr %arg0[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %71 = llvm.load %70 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      %72 = llvm.extractelement %71[%9 : i64] : vector<8xf16>
      llvm.store %72, %64 : f16, !llvm.ptr
      %73 = llvm.extractelement %71[%8 : i64] : vector<8xf16>
      %74 = llvm.getelementptr inbounds|nuw %64[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %73, %74 : f16, !llvm.ptr
      %75 = llvm.extractelement %71[%7 : i64] : vector<8xf16>
      %76 = llvm.getelementptr inbounds|nuw %64[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %75, %76 : f16, !llvm.ptr
      %77 = llvm.extractelement %71[%6 : i64] : vector<8xf16>
      %78 = llvm.getelementptr inbounds|nuw %64[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %77, %78 : f16, !llvm.ptr
      %79 = llvm.extractelement %71[%5 : i64] : vector<8xf16>
      %80 = llvm.getelementptr inbounds|nuw %64[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %79, %80 : f16, !llvm.ptr
      %81 = llvm.extractelement %71[%4 : i64] : vector<8xf16>
      %82 = llvm.getelementptr inbounds|nuw %64[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %81, %82 : f16, !llvm.ptr
      %83 = llvm.extractelement %71[%3 : i64] : vector<8xf16>
      %84 = llvm.getelementptr inbounds|nuw %64[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %83, %84 : f16, !llvm.ptr
      %85 = llvm.extractelement %71[%2 : i64] : vector<8xf16>
      %86 = llvm.getelementptr inbounds|nuw %64[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %85, %86 : f16, !llvm.ptr
      %87 = llvm.load %64 : !llvm.ptr -> f16
      %88 = llvm.fpext %87 : f16 to f32
      llvm.store %88, %65 : f32, !llvm.ptr
      %89 = llvm.load %74 : !llvm.ptr -> f16
      %90 = llvm.fpext %89 : f16 to f32
      %91 = llvm.getelementptr inbounds|nuw %65[1] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %90, %91 : f32, !llvm.ptr
      %92 = llvm.load %76 : !llvm.ptr -> f16
      %93 = llvm.fpext %92 : f16 to f32
      %94 = llvm.getelementptr inbounds|nuw %65[2] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %93, %94 : f32, !llvm.ptr
      %95 = llvm.load %78 : !llvm.ptr -> f16
      %96 = llvm.fpext %95 : f16 to f32
      %97 = llvm.getelementptr inbounds|nuw %65[3] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %96, %97 : f32, !llvm.ptr
      %98 = llvm.load %80 : !llvm.ptr -> f16
      %99 = llvm.fpext %98 : f16 to f32
      %100 = llvm.getelementptr inbounds|nuw %65[4] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %99, %100 : f32, !llvm.ptr
      %101 = llvm.load %82 : !llvm.ptr -> f16
      %102 = llvm.fpext %101 : f16 to f32
      %103 = llvm.getelementptr inbounds|nuw %65[5] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %102, %103 : f32, !llvm.ptr
      %104 = llvm.load %84 : !llvm.ptr -> f16
      %105 = llvm.fpext %104 : f16 to f32
      %106 = llvm.getelementptr inbounds|nuw %65[6] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %105, %106 : f32, !llvm.ptr
      %107 = llvm.load %86 : !llvm.ptr -> f16
      %108 = llvm.fpext %107 : f16 to f32
      %109 = llvm.getelementptr inbounds|nuw %65[7] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %108, %109 : f32, !llvm.ptr
      %110 = llvm.load %65 : !llvm.ptr -> f32
      %111 = llvm.load %91 : !llvm.ptr -> f32
      %112 = llvm.load %94 : !llvm.ptr -> f32
      %113 = llvm.load %97 : !llvm.ptr -> f32
      %114 = llvm.load %100 : !llvm.ptr -> f32
      %115 = llvm.load %103 : !llvm.ptr -> f32
      %116 = llvm.load %106 : !llvm.ptr -> f32
      %117 = llvm.load %109 : !llvm.ptr -> f32
      %118 = llvm.call @__nv_fmaxf(%110, %111) : (f32, f32) -> f32
      %119 = llvm.call @__nv_fmaxf(%112, %113) : (f32, f32) -> f32
      %120 = llvm.call @__nv_fmaxf(%114, %115) : (f32, f32) -> f32
      %121 = llvm.call @__nv_fmaxf(%116, %117) : (f32, f32) -> f32
      %122 = llvm.call @__nv_fmaxf(%118, %119) : (f32, f32) -> f32
      %123 = llvm.call @__nv_fmaxf(%120, %121) : (f32, f32) -> f32
      %124 = llvm.call @__nv_fmaxf(%122, %123) : (f32, f32) -> f32
      %125 = llvm.sub %21, %21 : i32
      %126 = llvm.lshr %1, %125 : i32
      %127 = llvm.sub %21, %22 : i32
      %128 = nvvm.shfl.sync  bfly %126, %124, %22, %127 : f32 -> f32
      %129 = llvm.call @__nv_fmaxf(%124, %128) : (f32, f32) -> f32
      %130 = nvvm.shfl.sync  bfly %126, %129, %23, %127 : f32 -> f32
      %131 = llvm.call @__nv_fmaxf(%129, %130) : (f32, f32) -> f32
      %132 = nvvm.shfl.sync  bfly %126, %131, %24, %127 : f32 -> f32
      %133 = llvm.call @__nv_fmaxf(%131, %132) : (f32, f32) -> f32
      %134 = nvvm.shfl.sync  bfly %126, %133, %25, %127 : f32 -> f32
      %135 = llvm.call @__nv_fmaxf(%133, %134) : (f32, f32) -> f32
      %136 = nvvm.shfl.sync  bfly %126, %135, %26, %127 : f32 -> f32
      %137 = llvm.call @__nv_fmaxf(%135, %136) : (f32, f32) -> f32
      %138 = llvm.icmp "eq" %57, %52 : i64
      llvm.cond_br %138, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %139 = llvm.add %58, %52 overflow<nsw, nuw> : i64
      %140 = llvm.getelementptr inbounds|nuw %10[%139] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %137, %140 : f32, !llvm.ptr<3>
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      nvvm.barrier0
      %141 = llvm.add %52, %52 overflow<nsw, nuw> : i64
      %142 = llvm.getelementptr inbounds|nuw %10[%141] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %143 = llvm.load %142 : !llvm.ptr<3> -> f32
      %144 = llvm.add %50, %52 overflow<nsw, nuw> : i64
      %145 = llvm.getelementptr inbounds|nuw %10[%144] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %146 = llvm.load %145 : !llvm.ptr<3> -> f32
      %147 = llvm.call @__nv_fmaxf(%143, %146) : (f32, f32) -> f32
      %148 = llvm.add %15, %52 overflow<nsw, nuw> : i64
      %149 = llvm.getelementptr inbounds|nuw %10[%148] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %150 = llvm.load %149 : !llvm.ptr<3> -> f32
      %151 = llvm.call @__nv_fmaxf(%147, %150) : (f32, f32) -> f32
      %152 = llvm.add %16, %52 overflow<nsw, nuw> : i64
      %153 = llvm.getelementptr inbounds|nuw %10[%152] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %154 = llvm.load %153 : !llvm.ptr<3> -> f32
      %155 = llvm.call @__nv_fmaxf(%151, %154) : (f32, f32) -> f32
      %156 = llvm.add %17, %52 overflow<nsw, nuw> : i64
      %157 = llvm.getelementptr inbounds|nuw %10[%156] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %158 = llvm.load %157 : !llvm.ptr<3> -> f32
      %159 = llvm.call @__nv_fmaxf(%155, %158) : (f32, f32) -> f32
      %160 = llvm.add %18, %52 overflow<nsw, nuw> : i64
      %161 = llvm.getelementptr inbounds|nuw %10[%160] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %162 = llvm.load %161 : !llvm.ptr<3> -> f32
      %163 = llvm.call @__nv_fmaxf(%159, %162) : (f32, f32) -> f32
      %164 = llvm.add %19, %52 overflow<nsw, nuw> : i64
      %165 = llvm.getelementptr inbounds|nuw %10[%164] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %166 = llvm.load %165 : !llvm.ptr<3> -> f32
      %167 = llvm.call @__nv_fmaxf(%163, %166) : (f32, f32) -> f32
      %168 = llvm.add %20, %52 overflow<nsw, nuw> : i64
      %169 = llvm.getelementptr inbounds|nuw %10[%168] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %170 = llvm.load %169 : !llvm.ptr<3> -> f32
      %171 = llvm.call @__nv_fmaxf(%167, %170) : (f32, f32) -> f32
      %172 = llvm.add %12, %52 overflow<nsw, nuw> : i64
      %173 = llvm.getelementptr inbounds|nuw %10[%172] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %174 = llvm.load %173 : !llvm.ptr<3> -> f32
      %175 = llvm.call @__nv_fmaxf(%171, %174) : (f32, f32) -> f32
      %176 = llvm.add %27, %52 overflow<nsw, nuw> : i64
      %177 = llvm.getelementptr inbounds|nuw %10[%176] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %178 = llvm.load %177 : !llvm.ptr<3> -> f32
      %179 = llvm.call @__nv_fmaxf(%175, %178) : (f32, f32) -> f32
      %180 = llvm.add %28, %52 overflow<nsw, nuw> : i64
      %181 = llvm.getelementptr inbounds|nuw %10[%180] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %182 = llvm.load %181 : !llvm.ptr<3> -> f32
      %183 = llvm.call @__nv_fmaxf(%179, %182) : (f32, f32) -> f32
      %184 = llvm.add %29, %52 overflow<nsw, nuw> : i64
      %185 = llvm.getelementptr inbounds|nuw %10[%184] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %186 = llvm.load %185 : !llvm.ptr<3> -> f32
      %187 = llvm.call @__nv_fmaxf(%183, %186) : (f32, f32) -> f32
      %188 = llvm.add %30, %52 overflow<nsw, nuw> : i64
      %189 = llvm.getelementptr inbounds|nuw %10[%188] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %190 = llvm.load %189 : !llvm.ptr<3> -> f32
      %191 = llvm.call @__nv_fmaxf(%187, %190) : (f32, f32) -> f32
      %192 = llvm.add %31, %52 overflow<nsw, nuw> : i64
      %193 = llvm.getelementptr inbounds|nuw %10[%192] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %194 = llvm.load %193 : !llvm.ptr<3> -> f32
      %195 = llvm.call @__nv_fmaxf(%191, %194) : (f32, f32) -> f32
      %196 = llvm.add %32, %52 overflow<nsw, nuw> : i64
      %197 = llvm.getelementptr inbounds|nuw %10[%196] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %198 = llvm.load %197 : !llvm.ptr<3> -> f32
      %199 = llvm.call @__nv_fmaxf(%195, %198) : (f32, f32) -> f32
      %200 = llvm.add %33, %52 overflow<nsw, nuw> : i64
      %201 = llvm.getelementptr inbounds|nuw %10[%200] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %202 = llvm.load %201 : !llvm.ptr<3> -> f32
      %203 = llvm.call @__nv_fmaxf(%199, %202) : (f32, f32) -> f32
      %204 = llvm.add %34, %52 overflow<nsw, nuw> : i64
      %205 = llvm.getelementptr inbounds|nuw %10[%204] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %206 = llvm.load %205 : !llvm.ptr<3> -> f32
      %207 = llvm.call @__nv_fmaxf(%203, %206) : (f32, f32) -> f32
      %208 = llvm.add %35, %52 overflow<nsw, nuw> : i64
      %209 = llvm.getelementptr inbounds|nuw %10[%208] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %210 = llvm.load %209 : !llvm.ptr<3> -> f32
      %211 = llvm.call @__nv_fmaxf(%207, %210) : (f32, f32) -> f32
      %212 = llvm.add %36, %52 overflow<nsw, nuw> : i64
      %213 = llvm.getelementptr inbounds|nuw %10[%212] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %214 = llvm.load %213 : !llvm.ptr<3> -> f32
      %215 = llvm.call @__nv_fmaxf(%211, %214) : (f32, f32) -> f32
      %216 = llvm.add %37, %52 overflow<nsw, nuw> : i64
      %217 = llvm.getelementptr inbounds|nuw %10[%216] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %218 = llvm.load %217 : !llvm.ptr<3> -> f32
      %219 = llvm.call @__nv_fmaxf(%215, %218) : (f32, f32) -> f32
      %220 = llvm.add %38, %52 overflow<nsw, nuw> : i64
      %221 = llvm.getelementptr inbounds|nuw %10[%220] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %222 = llvm.load %221 : !llvm.ptr<3> -> f32
      %223 = llvm.call @__nv_fmaxf(%219, %222) : (f32, f32) -> f32
      %224 = llvm.add %39, %52 overflow<nsw, nuw> : i64
      %225 = llvm.getelementptr inbounds|nuw %10[%224] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %226 = llvm.load %225 : !llvm.ptr<3> -> f32
      %227 = llvm.call @__nv_fmaxf(%223, %226) : (f32, f32) -> f32
      %228 = llvm.add %40, %52 overflow<nsw, nuw> : i64
      %229 = llvm.getelementptr inbounds|nuw %10[%228] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %230 = llvm.load %229 : !llvm.ptr<3> -> f32
      %231 = llvm.call @__nv_fmaxf(%227, %230) : (f32, f32) -> f32
      %232 = llvm.add %41, %52 overflow<nsw, nuw> : i64
      %233 = llvm.getelementptr inbounds|nuw %10[%232] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %234 = llvm.load %233 : !llvm.ptr<3> -> f32
      %235 = llvm.call @__nv_fmaxf(%231, %234) : (f32, f32) -> f32
      %236 = llvm.add %42, %52 overflow<nsw, nuw> : i64
      %237 = llvm.getelementptr inbounds|nuw %10[%236] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %238 = llvm.load %237 : !llvm.ptr<3> -> f32
      %239 = llvm.call @__nv_fmaxf(%235, %238) : (f32, f32) -> f32
      %240 = llvm.add %43, %52 overflow<nsw, nuw> : i64
      %241 = llvm.getelementptr inbounds|nuw %10[%240] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %242 = llvm.load %241 : !llvm.ptr<3> -> f32
      %243 = llvm.call @__nv_fmaxf(%239, %242) : (f32, f32) -> f32
      %244 = llvm.add %44, %52 overflow<nsw, nuw> : i64
      %245 = llvm.getelementptr inbounds|nuw %10[%244] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %246 = llvm.load %245 : !llvm.ptr<3> -> f32
      %247 = llvm.call @__nv_fmaxf(%243, %246) : (f32, f32) -> f32
      %248 = llvm.add %45, %52 overflow<nsw, nuw> : i64
      %249 = llvm.getelementptr inbounds|nuw %10[%248] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %250 = llvm.load %249 : !llvm.ptr<3> -> f32
      %251 = llvm.call @__nv_fmaxf(%247, %250) : (f32, f32) -> f32
      %252 = llvm.add %46, %52 overflow<nsw, nuw> : i64
      %253 = llvm.getelementptr inbounds|nuw %10[%252] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %254 = llvm.load %253 : !llvm.ptr<3> -> f32
      %255 = llvm.call @__nv_fmaxf(%251, %254) : (f32, f32) -> f32
      %256 = llvm.add %47, %52 overflow<nsw, nuw> : i64
      %257 = llvm.getelementptr inbounds|nuw %10[%256] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %258 = llvm.load %257 : !llvm.ptr<3> -> f32
      %259 = llvm.call @__nv_fmaxf(%255, %258) : (f32, f32) -> f32
      %260 = llvm.add %48, %52 overflow<nsw, nuw> : i64
      %261 = llvm.getelementptr inbounds|nuw %10[%260] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %262 = llvm.load %261 : !llvm.ptr<3> -> f32
      %263 = llvm.call @__nv_fmaxf(%259, %262) : (f32, f32) -> f32
      %264 = llvm.add %49, %52 overflow<nsw, nuw> : i64
      %265 = llvm.getelementptr inbounds|nuw %10[%264] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %266 = llvm.load %265 : !llvm.ptr<3> -> f32
      %267 = llvm.call @__nv_fmaxf(%263, %266) : (f32, f32) -> f32
      llvm.store %267, %66 : f32, !llvm.ptr
      %268 = llvm.load %65 : !llvm.ptr -> f32
      %269 = llvm.load %66 : !llvm.ptr -> f32
      %270 = llvm.fmul %268, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %271 = llvm.fmul %269, %13 : f32
      %272 = llvm.fsub %270, %271 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %273 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%272) : (f32) -> f32
      llvm.store %273, %65 : f32, !llvm.ptr
      %274 = llvm.load %91 : !llvm.ptr -> f32
      %275 = llvm.load %66 : !llvm.ptr -> f32
      %276 = llvm.fmul %274, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %277 = llvm.fmul %275, %13 : f32
      %278 = llvm.fsub %276, %277 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %279 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%278) : (f32) -> f32
      llvm.store %279, %91 : f32, !llvm.ptr
      %280 = llvm.load %94 : !llvm.ptr -> f32
      %281 = llvm.load %66 : !llvm.ptr -> f32
      %282 = llvm.fmul %280, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %283 = llvm.fmul %281, %13 : f32
      %284 = llvm.fsub %282, %283 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %285 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%284) : (f32) -> f32
      llvm.store %285, %94 : f32, !llvm.ptr
      %286 = llvm.load %97 : !llvm.ptr -> f32
      %287 = llvm.load %66 : !llvm.ptr -> f32
      %288 = llvm.fmul %286, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %289 = llvm.fmul %287, %13 : f32
      %290 = llvm.fsub %288, %289 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %291 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%290) : (f32) -> f32
      llvm.store %291, %97 : f32, !llvm.ptr
      %292 = llvm.load %100 : !llvm.ptr -> f32
      %293 = llvm.load %66 : !llvm.ptr -> f32
      %294 = llvm.fmul %292, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %295 = llvm.fmul %293, %13 : f32
      %296 = llvm.fsub %294, %295 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %297 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%296) : (f32) -> f32
      llvm.store %297, %100 : f32, !llvm.ptr
      %298 = llvm.load %103 : !llvm.ptr -> f32
      %299 = llvm.load %66 : !llvm.ptr -> f32
      %300 = llvm.fmul %298, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %301 = llvm.fmul %299, %13 : f32
      %302 = llvm.fsub %300, %301 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %303 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%302) : (f32) -> f32
      llvm.store %303, %103 : f32, !llvm.ptr
      %304 = llvm.load %106 : !llvm.ptr -> f32
      %305 = llvm.load %66 : !llvm.ptr -> f32
      %306 = llvm.fmul %304, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %307 = llvm.fmul %305, %13 : f32
      %308 = llvm.fsub %306, %307 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %309 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%308) : (f32) -> f32
      llvm.store %309, %106 : f32, !llvm.ptr
      %310 = llvm.load %109 : !llvm.ptr -> f32
      %311 = llvm.load %66 : !llvm.ptr -> f32
      %312 = llvm.fmul %310, %13 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %313 = llvm.fmul %311, %13 : f32
      %314 = llvm.fsub %312, %313 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %315 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%314) : (f32) -> f32
      llvm.store %315, %109 : f32, !llvm.ptr
      %316 = llvm.load %65 : !llvm.ptr -> f32
      %317 = llvm.load %91 : !llvm.ptr -> f32
      %318 = llvm.load %94 : !llvm.ptr -> f32
      %319 = llvm.load %97 : !llvm.ptr -> f32
      %320 = llvm.load %100 : !llvm.ptr -> f32
      %321 = llvm.load %103 : !llvm.ptr -> f32
      %322 = llvm.load %106 : !llvm.ptr -> f32
      %323 = llvm.load %109 : !llvm.ptr -> f32
      %324 = llvm.fadd %316, %317 : f32
      %325 = llvm.fadd %318, %319 : f32
      %326 = llvm.fadd %320, %321 : f32
      %327 = llvm.fadd %322, %323 : f32
      %328 = llvm.fadd %324, %325 : f32
      %329 = llvm.fadd %326, %327 : f32
      %330 = llvm.fadd %328, %329 : f32
      %331 = nvvm.shfl.sync  bfly %126, %330, %22, %127 : f32 -> f32
      %332 = llvm.fadd %330, %331 : f32
      %333 = nvvm.shfl.sync  bfly %126, %332, %23, %127 : f32 -> f32
      %334 = llvm.fadd %332, %333 : f32
      %335 = nvvm.shfl.sync  bfly %126, %334, %24, %127 : f32 -> f32
      %336 = llvm.fadd %334, %335 : f32
      %337 = nvvm.shfl.sync  bfly %126, %336, %25, %127 : f32 -> f32
      %338 = llvm.fadd %336, %337 : f32
      %339 = nvvm.shfl.sync  bfly %126, %338, %26, %127 : f32 -> f32
      %340 = llvm.fadd %338, %339 : f32
      %341 = llvm.getelementptr %10[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      llvm.cond_br %138, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %342 = llvm.add %58, %52 overflow<nsw, nuw> : i64
      %343 = llvm.getelementptr inbounds|nuw %341[%342] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %340, %343 : f32, !llvm.ptr<3>
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      nvvm.barrier0
      %344 = llvm.getelementptr inbounds|nuw %341[%141] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %345 = llvm.load %344 : !llvm.ptr<3> -> f32
      %346 = llvm.getelementptr inbounds|nuw %341[%144] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %347 = llvm.load %346 : !llvm.ptr<3> -> f32
      %348 = llvm.fadd %345, %347 : f32
      %349 = llvm.getelementptr inbounds|nuw %341[%148] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %350 = llvm.load %349 : !llvm.ptr<3> -> f32
      %351 = llvm.fadd %348, %350 : f32
      %352 = llvm.getelementptr inbounds|nuw %341[%152] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %353 = llvm.load %352 : !llvm.ptr<3> -> f32
      %354 = llvm.fadd %351, %353 : f32
      %355 = llvm.getelementptr inbounds|nuw %341[%156] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %356 = llvm.load %355 : !llvm.ptr<3> -> f32
      %357 = llvm.fadd %354, %356 : f32
      %358 = llvm.getelementptr inbounds|nuw %341[%160] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %359 = llvm.load %358 : !llvm.ptr<3> -> f32
      %360 = llvm.fadd %357, %359 : f32
      %361 = llvm.getelementptr inbounds|nuw %341[%164] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %362 = llvm.load %361 : !llvm.ptr<3> -> f32
      %363 = llvm.fadd %360, %362 : f32
      %364 = llvm.getelementptr inbounds|nuw %341[%168] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %365 = llvm.load %364 : !llvm.ptr<3> -> f32
      %366 = llvm.fadd %363, %365 : f32
      %367 = llvm.getelementptr inbounds|nuw %341[%172] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %368 = llvm.load %367 : !llvm.ptr<3> -> f32
      %369 = llvm.fadd %366, %368 : f32
      %370 = llvm.getelementptr inbounds|nuw %341[%176] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %371 = llvm.load %370 : !llvm.ptr<3> -> f32
      %372 = llvm.fadd %369, %371 : f32
      %373 = llvm.getelementptr inbounds|nuw %341[%180] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %374 = llvm.load %373 : !llvm.ptr<3> -> f32
      %375 = llvm.fadd %372, %374 : f32
      %376 = llvm.getelementptr inbounds|nuw %341[%184] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %377 = llvm.load %376 : !llvm.ptr<3> -> f32
      %378 = llvm.fadd %375, %377 : f32
      %379 = llvm.getelementptr inbounds|nuw %341[%188] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %380 = llvm.load %379 : !llvm.ptr<3> -> f32
      %381 = llvm.fadd %378, %380 : f32
      %382 = llvm.getelementptr inbounds|nuw %341[%192] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %383 = llvm.load %382 : !llvm.ptr<3> -> f32
      %384 = llvm.fadd %381, %383 : f32
      %385 = llvm.getelementptr inbounds|nuw %341[%196] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %386 = llvm.load %385 : !llvm.ptr<3> -> f32
      %387 = llvm.fadd %384, %386 : f32
      %388 = llvm.getelementptr inbounds|nuw %341[%200] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %389 = llvm.load %388 : !llvm.ptr<3> -> f32
      %390 = llvm.fadd %387, %389 : f32
      %391 = llvm.getelementptr inbounds|nuw %341[%204] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %392 = llvm.load %391 : !llvm.ptr<3> -> f32
      %393 = llvm.fadd %390, %392 : f32
      %394 = llvm.getelementptr inbounds|nuw %341[%208] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %395 = llvm.load %394 : !llvm.ptr<3> -> f32
      %396 = llvm.fadd %393, %395 : f32
      %397 = llvm.getelementptr inbounds|nuw %341[%212] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %398 = llvm.load %397 : !llvm.ptr<3> -> f32
      %399 = llvm.fadd %396, %398 : f32
      %400 = llvm.getelementptr inbounds|nuw %341[%216] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %401 = llvm.load %400 : !llvm.ptr<3> -> f32
      %402 = llvm.fadd %399, %401 : f32
      %403 = llvm.getelementptr inbounds|nuw %341[%220] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %404 = llvm.load %403 : !llvm.ptr<3> -> f32
      %405 = llvm.fadd %402, %404 : f32
      %406 = llvm.getelementptr inbounds|nuw %341[%224] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %407 = llvm.load %406 : !llvm.ptr<3> -> f32
      %408 = llvm.fadd %405, %407 : f32
      %409 = llvm.getelementptr inbounds|nuw %341[%228] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %410 = llvm.load %409 : !llvm.ptr<3> -> f32
      %411 = llvm.fadd %408, %410 : f32
      %412 = llvm.getelementptr inbounds|nuw %341[%232] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %413 = llvm.load %412 : !llvm.ptr<3> -> f32
      %414 = llvm.fadd %411, %413 : f32
      %415 = llvm.getelementptr inbounds|nuw %341[%236] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %416 = llvm.load %415 : !llvm.ptr<3> -> f32
      %417 = llvm.fadd %414, %416 : f32
      %418 = llvm.getelementptr inbounds|nuw %341[%240] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %419 = llvm.load %418 : !llvm.ptr<3> -> f32
      %420 = llvm.fadd %417, %419 : f32
      %421 = llvm.getelementptr inbounds|nuw %341[%244] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %422 = llvm.load %421 : !llvm.ptr<3> -> f32
      %423 = llvm.fadd %420, %422 : f32
      %424 = llvm.getelementptr inbounds|nuw %341[%248] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %425 = llvm.load %424 : !llvm.ptr<3> -> f32
      %426 = llvm.fadd %423, %425 : f32
      %427 = llvm.getelementptr inbounds|nuw %341[%252] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %428 = llvm.load %427 : !llvm.ptr<3> -> f32
      %429 = llvm.fadd %426, %428 : f32
      %430 = llvm.getelementptr inbounds|nuw %341[%256] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %431 = llvm.load %430 : !llvm.ptr<3> -> f32
      %432 = llvm.fadd %429, %431 : f32
      %433 = llvm.getelementptr inbounds|nuw %341[%260] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %434 = llvm.load %433 : !llvm.ptr<3> -> f32
      %435 = llvm.fadd %432, %434 : f32
      %436 = llvm.getelementptr inbounds|nuw %341[%264] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %437 = llvm.load %436 : !llvm.ptr<3> -> f32
      %438 = llvm.fadd %435, %437 : f32
      llvm.store %438, %67 : f32, !llvm.ptr
      %439 = llvm.load %65 : !llvm.ptr -> f32
      %440 = llvm.load %67 : !llvm.ptr -> f32
      %441 = llvm.fdiv %14, %440 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %442 = llvm.fmul %439, %441 : f32
      %443 = llvm.fptrunc %442 : f32 to f16
      llvm.store %443, %64 : f16, !llvm.ptr
      %444 = llvm.load %91 : !llvm.ptr -> f32
      %445 = llvm.load %67 : !llvm.ptr -> f32
      %446 = llvm.fdiv %14, %445 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %447 = llvm.fmul %444, %446 : f32
      %448 = llvm.fptrunc %447 : f32 to f16
      llvm.store %448, %74 : f16, !llvm.ptr
      %449 = llvm.load %94 : !llvm.ptr -> f32
      %450 = llvm.load %67 : !llvm.ptr -> f32
      %451 = llvm.fdiv %14, %450 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %452 = llvm.fmul %449, %451 : f32
      %453 = llvm.fptrunc %452 : f32 to f16
      llvm.store %453, %76 : f16, !llvm.ptr
      %454 = llvm.load %97 : !llvm.ptr -> f32
      %455 = llvm.load %67 : !llvm.ptr -> f32
      %456 = llvm.fdiv %14, %455 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %457 = llvm.fmul %454, %456 : f32
      %458 = llvm.fptrunc %457 : f32 to f16
      llvm.store %458, %78 : f16, !llvm.ptr
      %459 = llvm.load %100 : !llvm.ptr -> f32
      %460 = llvm.load %67 : !llvm.ptr -> f32
      %461 = llvm.fdiv %14, %460 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %462 = llvm.fmul %459, %461 : f32
      %463 = llvm.fptrunc %462 : f32 to f16
      llvm.store %463, %80 : f16, !llvm.ptr
      %464 = llvm.load %103 : !llvm.ptr -> f32
      %465 = llvm.load %67 : !llvm.ptr -> f32
      %466 = llvm.fdiv %14, %465 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %467 = llvm.fmul %464, %466 : f32
      %468 = llvm.fptrunc %467 : f32 to f16
      llvm.store %468, %82 : f16, !llvm.ptr
      %469 = llvm.load %106 : !llvm.ptr -> f32
      %470 = llvm.load %67 : !llvm.ptr -> f32
      %471 = llvm.fdiv %14, %470 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %472 = llvm.fmul %469, %471 : f32
      %473 = llvm.fptrunc %472 : f32 to f16
      llvm.store %473, %84 : f16, !llvm.ptr
      %474 = llvm.load %109 : !llvm.ptr -> f32
      %475 = llvm.load %67 : !llvm.ptr -> f32
      %476 = llvm.fdiv %14, %475 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %477 = llvm.fmul %474, %476 : f32
      %478 = llvm.fptrunc %477 : f32 to f16
      llvm.store %478, %86 : f16, !llvm.ptr
      %479 = llvm.load %64 : !llvm.ptr -> f16
      %480 = llvm.load %74 : !llvm.ptr -> f16
      %481 = llvm.load %76 : !llvm.ptr -> f16
      %482 = llvm.load %78 : !llvm.ptr -> f16
      %483 = llvm.load %80 : !llvm.ptr -> f16
      %484 = llvm.load %82 : !llvm.ptr -> f16
      %485 = llvm.load %84 : !llvm.ptr -> f16
      %486 = llvm.load %86 : !llvm.ptr -> f16
      %487 = llvm.insertelement %479, %0[%9 : i64] : vector<8xf16>
      %488 = llvm.insertelement %480, %487[%8 : i64] : vector<8xf16>
      %489 = llvm.insertelement %481, %488[%7 : i64] : vector<8xf16>
      %490 = llvm.insertelement %482, %489[%6 : i64] : vector<8xf16>
      %491 = llvm.insertelement %483, %490[%5 : i64] : vector<8xf16>
      %492 = llvm.insertelement %484, %491[%4 : i64] : vector<8xf16>
      %493 = llvm.insertelement %485, %492[%3 : i64] : vector<8xf16>
      %494 = llvm.insertelement %486, %493[%2 : i64] : vector<8xf16>
      %495 = llvm.getelementptr %arg1[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %494, %495 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.return
    }
  }
  gpu.module @softmax_bf16_kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">] {
    llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
    llvm.func @__nv_fmaxf(f32, f32) -> f32
    llvm.func @softmax_bf16(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 1024, 1, 1>, gpu.known_grid_size = array<i32: 8192, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 1024, 1, 1>, nvvm.minctasm = 2 : i32, tile.params = {M = 8192 : i64, N = 8192 : i64, block_M = 1 : i64, block_N = 8192 : i64, threads = 1024 : i64}} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %3 = llvm.mlir.constant(0 : index) : i64
      %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %5 = llvm.mlir.constant(8192 : index) : i64
      %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.mlir.constant(8192 : index) : i64
      %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.mlir.constant(8192 : index) : i64
      %10 = llvm.insertvalue %9, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.mlir.constant(1 : index) : i64
      %12 = llvm.insertvalue %11, %10[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %13 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
      %14 = llvm.insertvalue %arg0, %13[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %15 = llvm.insertvalue %arg0, %14[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %16 = llvm.mlir.constant(0 : index) : i64
      %17 = llvm.insertvalue %16, %15[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %18 = llvm.mlir.constant(8192 : index) : i64
      %19 = llvm.insertvalue %18, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.mlir.constant(8192 : index) : i64
      %21 = llvm.insertvalue %20, %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.mlir.constant(8192 : index) : i64
      %23 = llvm.insertvalue %22, %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.mlir.constant(1 : index) : i64
      %25 = llvm.insertvalue %24, %23[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.mlir.constant(128 : index) : i64
      %27 = llvm.mlir.constant(31 : index) : i64
      %28 = llvm.mlir.constant(30 : index) : i64
      %29 = llvm.mlir.constant(29 : index) : i64
      %30 = llvm.mlir.constant(28 : index) : i64
      %31 = llvm.mlir.constant(27 : index) : i64
      %32 = llvm.mlir.constant(26 : index) : i64
      %33 = llvm.mlir.constant(25 : index) : i64
      %34 = llvm.mlir.constant(24 : index) : i64
      %35 = llvm.mlir.constant(23 : index) : i64
      %36 = llvm.mlir.constant(22 : index) : i64
      %37 = llvm.mlir.constant(21 : index) : i64
      %38 = llvm.mlir.constant(20 : index) : i64
      %39 = llvm.mlir.constant(19 : index) : i64
      %40 = llvm.mlir.constant(18 : index) : i64
      %41 = llvm.mlir.constant(17 : index) : i64
      %42 = llvm.mlir.constant(16 : index) : i64
      %43 = llvm.mlir.constant(15 : index) : i64
      %44 = llvm.mlir.constant(14 : index) : i64
      %45 = llvm.mlir.constant(13 : index) : i64
      %46 = llvm.mlir.constant(12 : index) : i64
      %47 = llvm.mlir.constant(11 : index) : i64
      %48 = llvm.mlir.constant(10 : index) : i64
      %49 = llvm.mlir.constant(9 : index) : i64
      %50 = llvm.mlir.constant(16 : i32) : i32
      %51 = llvm.mlir.constant(8 : i32) : i32
      %52 = llvm.mlir.constant(4 : i32) : i32
      %53 = llvm.mlir.constant(2 : i32) : i32
      %54 = llvm.mlir.constant(1 : i32) : i32
      %55 = llvm.mlir.constant(32 : i32) : i32
      %56 = llvm.mlir.constant(7 : index) : i64
      %57 = llvm.mlir.constant(6 : index) : i64
      %58 = llvm.mlir.constant(5 : index) : i64
      %59 = llvm.mlir.constant(4 : index) : i64
      %60 = llvm.mlir.constant(3 : index) : i64
      %61 = llvm.mlir.constant(2 : index) : i64
      %62 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %63 = llvm.mlir.constant(1.44269502 : f32) : f32
      %64 = llvm.mlir.constant(8 : index) : i64
      %65 = llvm.mlir.constant(1 : index) : i64
      %66 = llvm.mlir.constant(0 : index) : i64
      %67 = llvm.mlir.constant(32 : index) : i64
      %68 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %69 = llvm.sext %68 : i32 to i64
      %70 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %71 = llvm.getelementptr %70[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %72 = llvm.mlir.constant(0 : index) : i64
      %73 = llvm.mlir.constant(1 : index) : i64
      %74 = llvm.mlir.zero : !llvm.ptr
      %75 = llvm.getelementptr %74[%72] : (!llvm.ptr, i64) -> !llvm.ptr, i8
      %76 = llvm.ptrtoint %75 : !llvm.ptr to i64
      %77 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %78 = llvm.insertvalue %71, %77[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %79 = llvm.insertvalue %71, %78[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %80 = llvm.mlir.constant(0 : index) : i64
      %81 = llvm.insertvalue %80, %79[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %82 = llvm.insertvalue %72, %81[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %83 = llvm.insertvalue %73, %82[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %84 = llvm.urem %69, %67 : i64
      %85 = llvm.udiv %69, %67 : i64
      %86 = llvm.urem %84, %67 : i64
      %87 = llvm.urem %85, %67 : i64
      %88 = llvm.mul %87, %67 : i64
      %89 = llvm.add %88, %86 : i64
      %90 = llvm.mul %89, %64 : i64
      %91 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 8192> : i32
      %92 = llvm.sext %91 : i32 to i64
      %93 = llvm.mlir.constant(8 : index) : i64
      %94 = llvm.mlir.constant(1 : index) : i64
      %95 = llvm.alloca %93 x bf16 : (i64) -> !llvm.ptr
      %96 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
      %97 = llvm.insertvalue %95, %96[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %98 = llvm.insertvalue %95, %97[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %99 = llvm.mlir.constant(0 : index) : i64
      %100 = llvm.insertvalue %99, %98[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %101 = llvm.insertvalue %93, %100[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %102 = llvm.insertvalue %94, %101[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %103 = llvm.mlir.constant(8 : index) : i64
      %104 = llvm.mlir.constant(1 : index) : i64
      %105 = llvm.alloca %103 x f32 : (i64) -> !llvm.ptr
      %106 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
      %107 = llvm.insertvalue %105, %106[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %108 = llvm.insertvalue %105, %107[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %109 = llvm.mlir.constant(0 : index) : i64
      %110 = llvm.insertvalue %109, %108[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %111 = llvm.insertvalue %103, %110[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %112 = llvm.insertvalue %104, %111[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %113 = llvm.mlir.constant(1 : index) : i64
      %114 = llvm.mlir.constant(1 : index) : i64
      %115 = llvm.alloca %113 x f32 : (i64) -> !llvm.ptr
      %116 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
      %117 = llvm.insertvalue %115, %116[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %118 = llvm.insertvalue %115, %117[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %119 = llvm.mlir.constant(0 : index) : i64
      %120 = llvm.insertvalue %119, %118[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %121 = llvm.insertvalue %113, %120[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %122 = llvm.insertvalue %114, %121[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %123 = llvm.mlir.constant(1 : index) : i64
      %124 = llvm.mlir.constant(1 : index) : i64
      %125 = llvm.alloca %123 x f32 : (i64) -> !llvm.ptr
      %126 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
      %127 = llvm.insertvalue %125, %126[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %128 = llvm.insertvalue %125, %127[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %129 = llvm.mlir.constant(0 : index) : i64
      %130 = llvm.insertvalue %129, %128[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %131 = llvm.insertvalue %123, %130[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %132 = llvm.insertvalue %124, %131[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %133 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %134 = llvm.mlir.constant(8192 : index) : i64
      %135 = llvm.mul %92, %134 : i64
      %136 = llvm.add %135, %90 : i64
      %137 = llvm.getelementptr %133[%136] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %138 = llvm.load %137 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      %139 = llvm.mlir.constant(0 : i64) : i64
      %140 = llvm.extractelement %138[%139 : i64] : vector<8xbf16>
      %141 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %142 = llvm.getelementptr inbounds|nuw %141[%66] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %140, %142 : bf16, !llvm.ptr
      %143 = llvm.mlir.constant(1 : i64) : i64
      %144 = llvm.extractelement %138[%143 : i64] : vector<8xbf16>
      %145 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %146 = llvm.getelementptr inbounds|nuw %145[%65] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %144, %146 : bf16, !llvm.ptr
      %147 = llvm.mlir.constant(2 : i64) : i64
      %148 = llvm.extractelement %138[%147 : i64] : vector<8xbf16>
      %149 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %150 = llvm.getelementptr inbounds|nuw %149[%61] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %148, %150 : bf16, !llvm.ptr
      %151 = llvm.mlir.constant(3 : i64) : i64
      %152 = llvm.extractelement %138[%151 : i64] : vector<8xbf16>
      %153 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %154 = llvm.getelementptr inbounds|nuw %153[%60] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %152, %154 : bf16, !llvm.ptr
      %155 = llvm.mlir.constant(4 : i64) : i64
      %156 = llvm.extractelement %138[%155 : i64] : vector<8xbf16>
      %157 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %158 = llvm.getelementptr inbounds|nuw %157[%59] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %156, %158 : bf16, !llvm.ptr
      %159 = llvm.mlir.constant(5 : i64) : i64
      %160 = llvm.extractelement %138[%159 : i64] : vector<8xbf16>
      %161 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %162 = llvm.getelementptr inbounds|nuw %161[%58] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %160, %162 : bf16, !llvm.ptr
      %163 = llvm.mlir.constant(6 : i64) : i64
      %164 = llvm.extractelement %138[%163 : i64] : vector<8xbf16>
      %165 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %166 = llvm.getelementptr inbounds|nuw %165[%57] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %164, %166 : bf16, !llvm.ptr
      %167 = llvm.mlir.constant(7 : i64) : i64
      %168 = llvm.extractelement %138[%167 : i64] : vector<8xbf16>
      %169 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %170 = llvm.getelementptr inbounds|nuw %169[%56] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %168, %170 : bf16, !llvm.ptr
      %171 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %172 = llvm.getelementptr inbounds|nuw %171[%66] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %173 = llvm.load %172 : !llvm.ptr -> bf16
      %174 = llvm.fpext %173 : bf16 to f32
      %175 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %176 = llvm.getelementptr inbounds|nuw %175[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %174, %176 : f32, !llvm.ptr
      %177 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %178 = llvm.getelementptr inbounds|nuw %177[%65] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %179 = llvm.load %178 : !llvm.ptr -> bf16
      %180 = llvm.fpext %179 : bf16 to f32
      %181 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %182 = llvm.getelementptr inbounds|nuw %181[%65] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %180, %182 : f32, !llvm.ptr
      %183 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %184 = llvm.getelementptr inbounds|nuw %183[%61] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %185 = llvm.load %184 : !llvm.ptr -> bf16
      %186 = llvm.fpext %185 : bf16 to f32
      %187 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %188 = llvm.getelementptr inbounds|nuw %187[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %186, %188 : f32, !llvm.ptr
      %189 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %190 = llvm.getelementptr inbounds|nuw %189[%60] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %191 = llvm.load %190 : !llvm.ptr -> bf16
      %192 = llvm.fpext %191 : bf16 to f32
      %193 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %194 = llvm.getelementptr inbounds|nuw %193[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %192, %194 : f32, !llvm.ptr
      %195 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %196 = llvm.getelementptr inbounds|nuw %195[%59] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %197 = llvm.load %196 : !llvm.ptr -> bf16
      %198 = llvm.fpext %197 : bf16 to f32
      %199 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %200 = llvm.getelementptr inbounds|nuw %199[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %198, %200 : f32, !llvm.ptr
      %201 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %202 = llvm.getelementptr inbounds|nuw %201[%58] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %203 = llvm.load %202 : !llvm.ptr -> bf16
      %204 = llvm.fpext %203 : bf16 to f32
      %205 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %206 = llvm.getelementptr inbounds|nuw %205[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %204, %206 : f32, !llvm.ptr
      %207 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %208 = llvm.getelementptr inbounds|nuw %207[%57] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %209 = llvm.load %208 : !llvm.ptr -> bf16
      %210 = llvm.fpext %209 : bf16 to f32
      %211 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %212 = llvm.getelementptr inbounds|nuw %211[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %210, %212 : f32, !llvm.ptr
      %213 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %214 = llvm.getelementptr inbounds|nuw %213[%56] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %215 = llvm.load %214 : !llvm.ptr -> bf16
      %216 = llvm.fpext %215 : bf16 to f32
      %217 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %218 = llvm.getelementptr inbounds|nuw %217[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %216, %218 : f32, !llvm.ptr
      %219 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %220 = llvm.getelementptr inbounds|nuw %219[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %221 = llvm.load %220 : !llvm.ptr -> f32
      %222 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %223 = llvm.getelementptr inbounds|nuw %222[%65] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %224 = llvm.load %223 : !llvm.ptr -> f32
      %225 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %226 = llvm.getelementptr inbounds|nuw %225[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %227 = llvm.load %226 : !llvm.ptr -> f32
      %228 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %229 = llvm.getelementptr inbounds|nuw %228[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %230 = llvm.load %229 : !llvm.ptr -> f32
      %231 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %232 = llvm.getelementptr inbounds|nuw %231[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %233 = llvm.load %232 : !llvm.ptr -> f32
      %234 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %235 = llvm.getelementptr inbounds|nuw %234[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %236 = llvm.load %235 : !llvm.ptr -> f32
      %237 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %238 = llvm.getelementptr inbounds|nuw %237[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %239 = llvm.load %238 : !llvm.ptr -> f32
      %240 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %241 = llvm.getelementptr inbounds|nuw %240[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %242 = llvm.load %241 : !llvm.ptr -> f32
      %243 = llvm.call @__nv_fmaxf(%221, %224) : (f32, f32) -> f32
      %244 = llvm.call @__nv_fmaxf(%227, %230) : (f32, f32) -> f32
      %245 = llvm.call @__nv_fmaxf(%233, %236) : (f32, f32) -> f32
      %246 = llvm.call @__nv_fmaxf(%239, %242) : (f32, f32) -> f32
      %247 = llvm.call @__nv_fmaxf(%243, %244) : (f32, f32) -> f32
      %248 = llvm.call @__nv_fmaxf(%245, %246) : (f32, f32) -> f32
      %249 = llvm.call @__nv_fmaxf(%247, %248) : (f32, f32) -> f32
      %250 = llvm.mlir.constant(1 : i32) : i32
      %251 = llvm.mlir.constant(-1 : i32) : i32
      %252 = llvm.mlir.constant(32 : i32) : i32
      %253 = llvm.sub %252, %55 : i32
      %254 = llvm.lshr %251, %253 : i32
      %255 = llvm.sub %55, %250 : i32
      %256 = nvvm.shfl.sync  bfly %254, %249, %54, %255 : f32 -> f32
      %257 = llvm.call @__nv_fmaxf(%249, %256) : (f32, f32) -> f32
      %258 = llvm.mlir.constant(1 : i32) : i32
      %259 = llvm.mlir.constant(-1 : i32) : i32
      %260 = llvm.mlir.constant(32 : i32) : i32
      %261 = llvm.sub %260, %55 : i32
      %262 = llvm.lshr %259, %261 : i32
      %263 = llvm.sub %55, %258 : i32
      %264 = nvvm.shfl.sync  bfly %262, %257, %53, %263 : f32 -> f32
      %265 = llvm.call @__nv_fmaxf(%257, %264) : (f32, f32) -> f32
      %266 = llvm.mlir.constant(1 : i32) : i32
      %267 = llvm.mlir.constant(-1 : i32) : i32
      %268 = llvm.mlir.constant(32 : i32) : i32
      %269 = llvm.sub %268, %55 : i32
      %270 = llvm.lshr %267, %269 : i32
      %271 = llvm.sub %55, %266 : i32
      %272 = nvvm.shfl.sync  bfly %270, %265, %52, %271 : f32 -> f32
      %273 = llvm.call @__nv_fmaxf(%265, %272) : (f32, f32) -> f32
      %274 = llvm.mlir.constant(1 : i32) : i32
      %275 = llvm.mlir.constant(-1 : i32) : i32
      %276 = llvm.mlir.constant(32 : i32) : i32
      %277 = llvm.sub %276, %55 : i32
      %278 = llvm.lshr %275, %277 : i32
      %279 = llvm.sub %55, %274 : i32
      %280 = nvvm.shfl.sync  bfly %278, %273, %51, %279 : f32 -> f32
      %281 = llvm.call @__nv_fmaxf(%273, %280) : (f32, f32) -> f32
      %282 = llvm.mlir.constant(1 : i32) : i32
      %283 = llvm.mlir.constant(-1 : i32) : i32
      %284 = llvm.mlir.constant(32 : i32) : i32
      %285 = llvm.sub %284, %55 : i32
      %286 = llvm.lshr %283, %285 : i32
      %287 = llvm.sub %55, %282 : i32
      %288 = nvvm.shfl.sync  bfly %286, %281, %50, %287 : f32 -> f32
      %289 = llvm.call @__nv_fmaxf(%281, %288) : (f32, f32) -> f32
      %290 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
      %291 = llvm.extractvalue %83[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %292 = llvm.insertvalue %291, %290[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %293 = llvm.extractvalue %83[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %294 = llvm.getelementptr %293[%66] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %295 = llvm.insertvalue %294, %292[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %296 = llvm.mlir.constant(0 : index) : i64
      %297 = llvm.insertvalue %296, %295[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %298 = llvm.mlir.constant(1 : index) : i64
      %299 = llvm.insertvalue %298, %297[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %300 = llvm.mlir.constant(1 : index) : i64
      %301 = llvm.insertvalue %300, %299[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %302 = llvm.mlir.constant(32 : index) : i64
      %303 = llvm.insertvalue %302, %301[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %304 = llvm.mlir.constant(1 : index) : i64
      %305 = llvm.insertvalue %304, %303[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %306 = llvm.icmp "eq" %86, %66 : i64
      llvm.cond_br %306, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %307 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %308 = llvm.add %87, %66 overflow<nsw, nuw> : i64
      %309 = llvm.getelementptr inbounds|nuw %307[%308] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %289, %309 : f32, !llvm.ptr<3>
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      nvvm.barrier0
      %310 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %311 = llvm.add %66, %66 overflow<nsw, nuw> : i64
      %312 = llvm.getelementptr inbounds|nuw %310[%311] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %313 = llvm.load %312 : !llvm.ptr<3> -> f32
      %314 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %315 = llvm.add %65, %66 overflow<nsw, nuw> : i64
      %316 = llvm.getelementptr inbounds|nuw %314[%315] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %317 = llvm.load %316 : !llvm.ptr<3> -> f32
      %318 = llvm.call @__nv_fmaxf(%313, %317) : (f32, f32) -> f32
      %319 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %320 = llvm.add %61, %66 overflow<nsw, nuw> : i64
      %321 = llvm.getelementptr inbounds|nuw %319[%320] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %322 = llvm.load %321 : !llvm.ptr<3> -> f32
      %323 = llvm.call @__nv_fmaxf(%318, %322) : (f32, f32) -> f32
      %324 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %325 = llvm.add %60, %66 overflow<nsw, nuw> : i64
      %326 = llvm.getelementptr inbounds|nuw %324[%325] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %327 = llvm.load %326 : !llvm.ptr<3> -> f32
      %328 = llvm.call @__nv_fmaxf(%323, %327) : (f32, f32) -> f32
      %329 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %330 = llvm.add %59, %66 overflow<nsw, nuw> : i64
      %331 = llvm.getelementptr inbounds|nuw %329[%330] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %332 = llvm.load %331 : !llvm.ptr<3> -> f32
      %333 = llvm.call @__nv_fmaxf(%328, %332) : (f32, f32) -> f32
      %334 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %335 = llvm.add %58, %66 overflow<nsw, nuw> : i64
      %336 = llvm.getelementptr inbounds|nuw %334[%335] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %337 = llvm.load %336 : !llvm.ptr<3> -> f32
      %338 = llvm.call @__nv_fmaxf(%333, %337) : (f32, f32) -> f32
      %339 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %340 = llvm.add %57, %66 overflow<nsw, nuw> : i64
      %341 = llvm.getelementptr inbounds|nuw %339[%340] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %342 = llvm.load %341 : !llvm.ptr<3> -> f32
      %343 = llvm.call @__nv_fmaxf(%338, %342) : (f32, f32) -> f32
      %344 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %345 = llvm.add %56, %66 overflow<nsw, nuw> : i64
      %346 = llvm.getelementptr inbounds|nuw %344[%345] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %347 = llvm.load %346 : !llvm.ptr<3> -> f32
      %348 = llvm.call @__nv_fmaxf(%343, %347) : (f32, f32) -> f32
      %349 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %350 = llvm.add %64, %66 overflow<nsw, nuw> : i64
      %351 = llvm.getelementptr inbounds|nuw %349[%350] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %352 = llvm.load %351 : !llvm.ptr<3> -> f32
      %353 = llvm.call @__nv_fmaxf(%348, %352) : (f32, f32) -> f32
      %354 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %355 = llvm.add %49, %66 overflow<nsw, nuw> : i64
      %356 = llvm.getelementptr inbounds|nuw %354[%355] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %357 = llvm.load %356 : !llvm.ptr<3> -> f32
      %358 = llvm.call @__nv_fmaxf(%353, %357) : (f32, f32) -> f32
      %359 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %360 = llvm.add %48, %66 overflow<nsw, nuw> : i64
      %361 = llvm.getelementptr inbounds|nuw %359[%360] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %362 = llvm.load %361 : !llvm.ptr<3> -> f32
      %363 = llvm.call @__nv_fmaxf(%358, %362) : (f32, f32) -> f32
      %364 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %365 = llvm.add %47, %66 overflow<nsw, nuw> : i64
      %366 = llvm.getelementptr inbounds|nuw %364[%365] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %367 = llvm.load %366 : !llvm.ptr<3> -> f32
      %368 = llvm.call @__nv_fmaxf(%363, %367) : (f32, f32) -> f32
      %369 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %370 = llvm.add %46, %66 overflow<nsw, nuw> : i64
      %371 = llvm.getelementptr inbounds|nuw %369[%370] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %372 = llvm.load %371 : !llvm.ptr<3> -> f32
      %373 = llvm.call @__nv_fmaxf(%368, %372) : (f32, f32) -> f32
      %374 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %375 = llvm.add %45, %66 overflow<nsw, nuw> : i64
      %376 = llvm.getelementptr inbounds|nuw %374[%375] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %377 = llvm.load %376 : !llvm.ptr<3> -> f32
      %378 = llvm.call @__nv_fmaxf(%373, %377) : (f32, f32) -> f32
      %379 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %380 = llvm.add %44, %66 overflow<nsw, nuw> : i64
      %381 = llvm.getelementptr inbounds|nuw %379[%380] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %382 = llvm.load %381 : !llvm.ptr<3> -> f32
      %383 = llvm.call @__nv_fmaxf(%378, %382) : (f32, f32) -> f32
      %384 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %385 = llvm.add %43, %66 overflow<nsw, nuw> : i64
      %386 = llvm.getelementptr inbounds|nuw %384[%385] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %387 = llvm.load %386 : !llvm.ptr<3> -> f32
      %388 = llvm.call @__nv_fmaxf(%383, %387) : (f32, f32) -> f32
      %389 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %390 = llvm.add %42, %66 overflow<nsw, nuw> : i64
      %391 = llvm.getelementptr inbounds|nuw %389[%390] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %392 = llvm.load %391 : !llvm.ptr<3> -> f32
      %393 = llvm.call @__nv_fmaxf(%388, %392) : (f32, f32) -> f32
      %394 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %395 = llvm.add %41, %66 overflow<nsw, nuw> : i64
      %396 = llvm.getelementptr inbounds|nuw %394[%395] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %397 = llvm.load %396 : !llvm.ptr<3> -> f32
      %398 = llvm.call @__nv_fmaxf(%393, %397) : (f32, f32) -> f32
      %399 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %400 = llvm.add %40, %66 overflow<nsw, nuw> : i64
      %401 = llvm.getelementptr inbounds|nuw %399[%400] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %402 = llvm.load %401 : !llvm.ptr<3> -> f32
      %403 = llvm.call @__nv_fmaxf(%398, %402) : (f32, f32) -> f32
      %404 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %405 = llvm.add %39, %66 overflow<nsw, nuw> : i64
      %406 = llvm.getelementptr inbounds|nuw %404[%405] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %407 = llvm.load %406 : !llvm.ptr<3> -> f32
      %408 = llvm.call @__nv_fmaxf(%403, %407) : (f32, f32) -> f32
      %409 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %410 = llvm.add %38, %66 overflow<nsw, nuw> : i64
      %411 = llvm.getelementptr inbounds|nuw %409[%410] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %412 = llvm.load %411 : !llvm.ptr<3> -> f32
      %413 = llvm.call @__nv_fmaxf(%408, %412) : (f32, f32) -> f32
      %414 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %415 = llvm.add %37, %66 overflow<nsw, nuw> : i64
      %416 = llvm.getelementptr inbounds|nuw %414[%415] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %417 = llvm.load %416 : !llvm.ptr<3> -> f32
      %418 = llvm.call @__nv_fmaxf(%413, %417) : (f32, f32) -> f32
      %419 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %420 = llvm.add %36, %66 overflow<nsw, nuw> : i64
      %421 = llvm.getelementptr inbounds|nuw %419[%420] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %422 = llvm.load %421 : !llvm.ptr<3> -> f32
      %423 = llvm.call @__nv_fmaxf(%418, %422) : (f32, f32) -> f32
      %424 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %425 = llvm.add %35, %66 overflow<nsw, nuw> : i64
      %426 = llvm.getelementptr inbounds|nuw %424[%425] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %427 = llvm.load %426 : !llvm.ptr<3> -> f32
      %428 = llvm.call @__nv_fmaxf(%423, %427) : (f32, f32) -> f32
      %429 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %430 = llvm.add %34, %66 overflow<nsw, nuw> : i64
      %431 = llvm.getelementptr inbounds|nuw %429[%430] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %432 = llvm.load %431 : !llvm.ptr<3> -> f32
      %433 = llvm.call @__nv_fmaxf(%428, %432) : (f32, f32) -> f32
      %434 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %435 = llvm.add %33, %66 overflow<nsw, nuw> : i64
      %436 = llvm.getelementptr inbounds|nuw %434[%435] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %437 = llvm.load %436 : !llvm.ptr<3> -> f32
      %438 = llvm.call @__nv_fmaxf(%433, %437) : (f32, f32) -> f32
      %439 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %440 = llvm.add %32, %66 overflow<nsw, nuw> : i64
      %441 = llvm.getelementptr inbounds|nuw %439[%440] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %442 = llvm.load %441 : !llvm.ptr<3> -> f32
      %443 = llvm.call @__nv_fmaxf(%438, %442) : (f32, f32) -> f32
      %444 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %445 = llvm.add %31, %66 overflow<nsw, nuw> : i64
      %446 = llvm.getelementptr inbounds|nuw %444[%445] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %447 = llvm.load %446 : !llvm.ptr<3> -> f32
      %448 = llvm.call @__nv_fmaxf(%443, %447) : (f32, f32) -> f32
      %449 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %450 = llvm.add %30, %66 overflow<nsw, nuw> : i64
      %451 = llvm.getelementptr inbounds|nuw %449[%450] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %452 = llvm.load %451 : !llvm.ptr<3> -> f32
      %453 = llvm.call @__nv_fmaxf(%448, %452) : (f32, f32) -> f32
      %454 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %455 = llvm.add %29, %66 overflow<nsw, nuw> : i64
      %456 = llvm.getelementptr inbounds|nuw %454[%455] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %457 = llvm.load %456 : !llvm.ptr<3> -> f32
      %458 = llvm.call @__nv_fmaxf(%453, %457) : (f32, f32) -> f32
      %459 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %460 = llvm.add %28, %66 overflow<nsw, nuw> : i64
      %461 = llvm.getelementptr inbounds|nuw %459[%460] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %462 = llvm.load %461 : !llvm.ptr<3> -> f32
      %463 = llvm.call @__nv_fmaxf(%458, %462) : (f32, f32) -> f32
      %464 = llvm.extractvalue %305[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %465 = llvm.add %27, %66 overflow<nsw, nuw> : i64
      %466 = llvm.getelementptr inbounds|nuw %464[%465] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %467 = llvm.load %466 : !llvm.ptr<3> -> f32
      %468 = llvm.call @__nv_fmaxf(%463, %467) : (f32, f32) -> f32
      %469 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %470 = llvm.getelementptr inbounds|nuw %469[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %468, %470 : f32, !llvm.ptr
      %471 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %472 = llvm.getelementptr inbounds|nuw %471[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %473 = llvm.load %472 : !llvm.ptr -> f32
      %474 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %475 = llvm.getelementptr inbounds|nuw %474[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %476 = llvm.load %475 : !llvm.ptr -> f32
      %477 = llvm.fmul %473, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %478 = llvm.fmul %476, %63 : f32
      %479 = llvm.fsub %477, %478 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %480 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%479) : (f32) -> f32
      %481 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %482 = llvm.getelementptr inbounds|nuw %481[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %480, %482 : f32, !llvm.ptr
      %483 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %484 = llvm.getelementptr inbounds|nuw %483[%65] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %485 = llvm.load %484 : !llvm.ptr -> f32
      %486 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %487 = llvm.getelementptr inbounds|nuw %486[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %488 = llvm.load %487 : !llvm.ptr -> f32
      %489 = llvm.fmul %485, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %490 = llvm.fmul %488, %63 : f32
      %491 = llvm.fsub %489, %490 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %492 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%491) : (f32) -> f32
      %493 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %494 = llvm.getelementptr inbounds|nuw %493[%65] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %492, %494 : f32, !llvm.ptr
      %495 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %496 = llvm.getelementptr inbounds|nuw %495[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %497 = llvm.load %496 : !llvm.ptr -> f32
      %498 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %499 = llvm.getelementptr inbounds|nuw %498[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %500 = llvm.load %499 : !llvm.ptr -> f32
      %501 = llvm.fmul %497, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %502 = llvm.fmul %500, %63 : f32
      %503 = llvm.fsub %501, %502 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %504 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%503) : (f32) -> f32
      %505 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %506 = llvm.getelementptr inbounds|nuw %505[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %504, %506 : f32, !llvm.ptr
      %507 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %508 = llvm.getelementptr inbounds|nuw %507[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %509 = llvm.load %508 : !llvm.ptr -> f32
      %510 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %511 = llvm.getelementptr inbounds|nuw %510[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %512 = llvm.load %511 : !llvm.ptr -> f32
      %513 = llvm.fmul %509, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %514 = llvm.fmul %512, %63 : f32
      %515 = llvm.fsub %513, %514 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %516 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%515) : (f32) -> f32
      %517 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %518 = llvm.getelementptr inbounds|nuw %517[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %516, %518 : f32, !llvm.ptr
      %519 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %520 = llvm.getelementptr inbounds|nuw %519[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %521 = llvm.load %520 : !llvm.ptr -> f32
      %522 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %523 = llvm.getelementptr inbounds|nuw %522[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %524 = llvm.load %523 : !llvm.ptr -> f32
      %525 = llvm.fmul %521, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %526 = llvm.fmul %524, %63 : f32
      %527 = llvm.fsub %525, %526 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %528 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%527) : (f32) -> f32
      %529 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %530 = llvm.getelementptr inbounds|nuw %529[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %528, %530 : f32, !llvm.ptr
      %531 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %532 = llvm.getelementptr inbounds|nuw %531[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %533 = llvm.load %532 : !llvm.ptr -> f32
      %534 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %535 = llvm.getelementptr inbounds|nuw %534[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %536 = llvm.load %535 : !llvm.ptr -> f32
      %537 = llvm.fmul %533, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %538 = llvm.fmul %536, %63 : f32
      %539 = llvm.fsub %537, %538 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %540 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%539) : (f32) -> f32
      %541 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %542 = llvm.getelementptr inbounds|nuw %541[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %540, %542 : f32, !llvm.ptr
      %543 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %544 = llvm.getelementptr inbounds|nuw %543[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %545 = llvm.load %544 : !llvm.ptr -> f32
      %546 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %547 = llvm.getelementptr inbounds|nuw %546[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %548 = llvm.load %547 : !llvm.ptr -> f32
      %549 = llvm.fmul %545, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %550 = llvm.fmul %548, %63 : f32
      %551 = llvm.fsub %549, %550 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %552 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%551) : (f32) -> f32
      %553 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %554 = llvm.getelementptr inbounds|nuw %553[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %552, %554 : f32, !llvm.ptr
      %555 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %556 = llvm.getelementptr inbounds|nuw %555[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %557 = llvm.load %556 : !llvm.ptr -> f32
      %558 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %559 = llvm.getelementptr inbounds|nuw %558[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %560 = llvm.load %559 : !llvm.ptr -> f32
      %561 = llvm.fmul %557, %63 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %562 = llvm.fmul %560, %63 : f32
      %563 = llvm.fsub %561, %562 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %564 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%563) : (f32) -> f32
      %565 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %566 = llvm.getelementptr inbounds|nuw %565[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %564, %566 : f32, !llvm.ptr
      %567 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %568 = llvm.getelementptr inbounds|nuw %567[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %569 = llvm.load %568 : !llvm.ptr -> f32
      %570 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %571 = llvm.getelementptr inbounds|nuw %570[%65] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %572 = llvm.load %571 : !llvm.ptr -> f32
      %573 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %574 = llvm.getelementptr inbounds|nuw %573[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %575 = llvm.load %574 : !llvm.ptr -> f32
      %576 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %577 = llvm.getelementptr inbounds|nuw %576[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %578 = llvm.load %577 : !llvm.ptr -> f32
      %579 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %580 = llvm.getelementptr inbounds|nuw %579[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %581 = llvm.load %580 : !llvm.ptr -> f32
      %582 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %583 = llvm.getelementptr inbounds|nuw %582[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %584 = llvm.load %583 : !llvm.ptr -> f32
      %585 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %586 = llvm.getelementptr inbounds|nuw %585[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %587 = llvm.load %586 : !llvm.ptr -> f32
      %588 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %589 = llvm.getelementptr inbounds|nuw %588[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %590 = llvm.load %589 : !llvm.ptr -> f32
      %591 = llvm.fadd %569, %572 : f32
      %592 = llvm.fadd %575, %578 : f32
      %593 = llvm.fadd %581, %584 : f32
      %594 = llvm.fadd %587, %590 : f32
      %595 = llvm.fadd %591, %592 : f32
      %596 = llvm.fadd %593, %594 : f32
      %597 = llvm.fadd %595, %596 : f32
      %598 = llvm.mlir.constant(1 : i32) : i32
      %599 = llvm.mlir.constant(-1 : i32) : i32
      %600 = llvm.mlir.constant(32 : i32) : i32
      %601 = llvm.sub %600, %55 : i32
      %602 = llvm.lshr %599, %601 : i32
      %603 = llvm.sub %55, %598 : i32
      %604 = nvvm.shfl.sync  bfly %602, %597, %54, %603 : f32 -> f32
      %605 = llvm.fadd %597, %604 : f32
      %606 = llvm.mlir.constant(1 : i32) : i32
      %607 = llvm.mlir.constant(-1 : i32) : i32
      %608 = llvm.mlir.constant(32 : i32) : i32
      %609 = llvm.sub %608, %55 : i32
      %610 = llvm.lshr %607, %609 : i32
      %611 = llvm.sub %55, %606 : i32
      %612 = nvvm.shfl.sync  bfly %610, %605, %53, %611 : f32 -> f32
      %613 = llvm.fadd %605, %612 : f32
      %614 = llvm.mlir.constant(1 : i32) : i32
      %615 = llvm.mlir.constant(-1 : i32) : i32
      %616 = llvm.mlir.constant(32 : i32) : i32
      %617 = llvm.sub %616, %55 : i32
      %618 = llvm.lshr %615, %617 : i32
      %619 = llvm.sub %55, %614 : i32
      %620 = nvvm.shfl.sync  bfly %618, %613, %52, %619 : f32 -> f32
      %621 = llvm.fadd %613, %620 : f32
      %622 = llvm.mlir.constant(1 : i32) : i32
      %623 = llvm.mlir.constant(-1 : i32) : i32
      %624 = llvm.mlir.constant(32 : i32) : i32
      %625 = llvm.sub %624, %55 : i32
      %626 = llvm.lshr %623, %625 : i32
      %627 = llvm.sub %55, %622 : i32
      %628 = nvvm.shfl.sync  bfly %626, %621, %51, %627 : f32 -> f32
      %629 = llvm.fadd %621, %628 : f32
      %630 = llvm.mlir.constant(1 : i32) : i32
      %631 = llvm.mlir.constant(-1 : i32) : i32
      %632 = llvm.mlir.constant(32 : i32) : i32
      %633 = llvm.sub %632, %55 : i32
      %634 = llvm.lshr %631, %633 : i32
      %635 = llvm.sub %55, %630 : i32
      %636 = nvvm.shfl.sync  bfly %634, %629, %50, %635 : f32 -> f32
      %637 = llvm.fadd %629, %636 : f32
      %638 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
      %639 = llvm.extractvalue %83[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %640 = llvm.insertvalue %639, %638[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %641 = llvm.extractvalue %83[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %642 = llvm.getelementptr %641[%26] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %643 = llvm.insertvalue %642, %640[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %644 = llvm.mlir.constant(0 : index) : i64
      %645 = llvm.insertvalue %644, %643[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %646 = llvm.mlir.constant(1 : index) : i64
      %647 = llvm.insertvalue %646, %645[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %648 = llvm.mlir.constant(1 : index) : i64
      %649 = llvm.insertvalue %648, %647[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %650 = llvm.mlir.constant(32 : index) : i64
      %651 = llvm.insertvalue %650, %649[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %652 = llvm.mlir.constant(1 : index) : i64
      %653 = llvm.insertvalue %652, %651[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      llvm.cond_br %306, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %654 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %655 = llvm.add %87, %66 overflow<nsw, nuw> : i64
      %656 = llvm.getelementptr inbounds|nuw %654[%655] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %637, %656 : f32, !llvm.ptr<3>
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      nvvm.barrier0
      %657 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %658 = llvm.add %66, %66 overflow<nsw, nuw> : i64
      %659 = llvm.getelementptr inbounds|nuw %657[%658] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %660 = llvm.load %659 : !llvm.ptr<3> -> f32
      %661 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %662 = llvm.add %65, %66 overflow<nsw, nuw> : i64
      %663 = llvm.getelementptr inbounds|nuw %661[%662] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %664 = llvm.load %663 : !llvm.ptr<3> -> f32
      %665 = llvm.fadd %660, %664 : f32
      %666 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %667 = llvm.add %61, %66 overflow<nsw, nuw> : i64
      %668 = llvm.getelementptr inbounds|nuw %666[%667] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %669 = llvm.load %668 : !llvm.ptr<3> -> f32
      %670 = llvm.fadd %665, %669 : f32
      %671 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %672 = llvm.add %60, %66 overflow<nsw, nuw> : i64
      %673 = llvm.getelementptr inbounds|nuw %671[%672] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %674 = llvm.load %673 : !llvm.ptr<3> -> f32
      %675 = llvm.fadd %670, %674 : f32
      %676 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %677 = llvm.add %59, %66 overflow<nsw, nuw> : i64
      %678 = llvm.getelementptr inbounds|nuw %676[%677] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %679 = llvm.load %678 : !llvm.ptr<3> -> f32
      %680 = llvm.fadd %675, %679 : f32
      %681 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %682 = llvm.add %58, %66 overflow<nsw, nuw> : i64
      %683 = llvm.getelementptr inbounds|nuw %681[%682] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %684 = llvm.load %683 : !llvm.ptr<3> -> f32
      %685 = llvm.fadd %680, %684 : f32
      %686 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %687 = llvm.add %57, %66 overflow<nsw, nuw> : i64
      %688 = llvm.getelementptr inbounds|nuw %686[%687] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %689 = llvm.load %688 : !llvm.ptr<3> -> f32
      %690 = llvm.fadd %685, %689 : f32
      %691 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %692 = llvm.add %56, %66 overflow<nsw, nuw> : i64
      %693 = llvm.getelementptr inbounds|nuw %691[%692] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %694 = llvm.load %693 : !llvm.ptr<3> -> f32
      %695 = llvm.fadd %690, %694 : f32
      %696 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %697 = llvm.add %64, %66 overflow<nsw, nuw> : i64
      %698 = llvm.getelementptr inbounds|nuw %696[%697] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %699 = llvm.load %698 : !llvm.ptr<3> -> f32
      %700 = llvm.fadd %695, %699 : f32
      %701 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %702 = llvm.add %49, %66 overflow<nsw, nuw> : i64
      %703 = llvm.getelementptr inbounds|nuw %701[%702] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %704 = llvm.load %703 : !llvm.ptr<3> -> f32
      %705 = llvm.fadd %700, %704 : f32
      %706 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %707 = llvm.add %48, %66 overflow<nsw, nuw> : i64
      %708 = llvm.getelementptr inbounds|nuw %706[%707] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %709 = llvm.load %708 : !llvm.ptr<3> -> f32
      %710 = llvm.fadd %705, %709 : f32
      %711 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %712 = llvm.add %47, %66 overflow<nsw, nuw> : i64
      %713 = llvm.getelementptr inbounds|nuw %711[%712] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %714 = llvm.load %713 : !llvm.ptr<3> -> f32
      %715 = llvm.fadd %710, %714 : f32
      %716 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %717 = llvm.add %46, %66 overflow<nsw, nuw> : i64
      %718 = llvm.getelementptr inbounds|nuw %716[%717] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %719 = llvm.load %718 : !llvm.ptr<3> -> f32
      %720 = llvm.fadd %715, %719 : f32
      %721 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %722 = llvm.add %45, %66 overflow<nsw, nuw> : i64
      %723 = llvm.getelementptr inbounds|nuw %721[%722] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %724 = llvm.load %723 : !llvm.ptr<3> -> f32
      %725 = llvm.fadd %720, %724 : f32
      %726 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %727 = llvm.add %44, %66 overflow<nsw, nuw> : i64
      %728 = llvm.getelementptr inbounds|nuw %726[%727] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %729 = llvm.load %728 : !llvm.ptr<3> -> f32
      %730 = llvm.fadd %725, %729 : f32
      %731 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %732 = llvm.add %43, %66 overflow<nsw, nuw> : i64
      %733 = llvm.getelementptr inbounds|nuw %731[%732] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %734 = llvm.load %733 : !llvm.ptr<3> -> f32
      %735 = llvm.fadd %730, %734 : f32
      %736 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %737 = llvm.add %42, %66 overflow<nsw, nuw> : i64
      %738 = llvm.getelementptr inbounds|nuw %736[%737] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %739 = llvm.load %738 : !llvm.ptr<3> -> f32
      %740 = llvm.fadd %735, %739 : f32
      %741 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %742 = llvm.add %41, %66 overflow<nsw, nuw> : i64
      %743 = llvm.getelementptr inbounds|nuw %741[%742] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %744 = llvm.load %743 : !llvm.ptr<3> -> f32
      %745 = llvm.fadd %740, %744 : f32
      %746 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %747 = llvm.add %40, %66 overflow<nsw, nuw> : i64
      %748 = llvm.getelementptr inbounds|nuw %746[%747] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %749 = llvm.load %748 : !llvm.ptr<3> -> f32
      %750 = llvm.fadd %745, %749 : f32
      %751 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %752 = llvm.add %39, %66 overflow<nsw, nuw> : i64
      %753 = llvm.getelementptr inbounds|nuw %751[%752] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %754 = llvm.load %753 : !llvm.ptr<3> -> f32
      %755 = llvm.fadd %750, %754 : f32
      %756 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %757 = llvm.add %38, %66 overflow<nsw, nuw> : i64
      %758 = llvm.getelementptr inbounds|nuw %756[%757] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %759 = llvm.load %758 : !llvm.ptr<3> -> f32
      %760 = llvm.fadd %755, %759 : f32
      %761 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %762 = llvm.add %37, %66 overflow<nsw, nuw> : i64
      %763 = llvm.getelementptr inbounds|nuw %761[%762] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %764 = llvm.load %763 : !llvm.ptr<3> -> f32
      %765 = llvm.fadd %760, %764 : f32
      %766 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %767 = llvm.add %36, %66 overflow<nsw, nuw> : i64
      %768 = llvm.getelementptr inbounds|nuw %766[%767] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %769 = llvm.load %768 : !llvm.ptr<3> -> f32
      %770 = llvm.fadd %765, %769 : f32
      %771 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %772 = llvm.add %35, %66 overflow<nsw, nuw> : i64
      %773 = llvm.getelementptr inbounds|nuw %771[%772] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %774 = llvm.load %773 : !llvm.ptr<3> -> f32
      %775 = llvm.fadd %770, %774 : f32
      %776 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %777 = llvm.add %34, %66 overflow<nsw, nuw> : i64
      %778 = llvm.getelementptr inbounds|nuw %776[%777] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %779 = llvm.load %778 : !llvm.ptr<3> -> f32
      %780 = llvm.fadd %775, %779 : f32
      %781 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %782 = llvm.add %33, %66 overflow<nsw, nuw> : i64
      %783 = llvm.getelementptr inbounds|nuw %781[%782] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %784 = llvm.load %783 : !llvm.ptr<3> -> f32
      %785 = llvm.fadd %780, %784 : f32
      %786 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %787 = llvm.add %32, %66 overflow<nsw, nuw> : i64
      %788 = llvm.getelementptr inbounds|nuw %786[%787] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %789 = llvm.load %788 : !llvm.ptr<3> -> f32
      %790 = llvm.fadd %785, %789 : f32
      %791 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %792 = llvm.add %31, %66 overflow<nsw, nuw> : i64
      %793 = llvm.getelementptr inbounds|nuw %791[%792] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %794 = llvm.load %793 : !llvm.ptr<3> -> f32
      %795 = llvm.fadd %790, %794 : f32
      %796 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %797 = llvm.add %30, %66 overflow<nsw, nuw> : i64
      %798 = llvm.getelementptr inbounds|nuw %796[%797] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %799 = llvm.load %798 : !llvm.ptr<3> -> f32
      %800 = llvm.fadd %795, %799 : f32
      %801 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %802 = llvm.add %29, %66 overflow<nsw, nuw> : i64
      %803 = llvm.getelementptr inbounds|nuw %801[%802] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %804 = llvm.load %803 : !llvm.ptr<3> -> f32
      %805 = llvm.fadd %800, %804 : f32
      %806 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %807 = llvm.add %28, %66 overflow<nsw, nuw> : i64
      %808 = llvm.getelementptr inbounds|nuw %806[%807] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %809 = llvm.load %808 : !llvm.ptr<3> -> f32
      %810 = llvm.fadd %805, %809 : f32
      %811 = llvm.extractvalue %653[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %812 = llvm.add %27, %66 overflow<nsw, nuw> : i64
      %813 = llvm.getelementptr inbounds|nuw %811[%812] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %814 = llvm.load %813 : !llvm.ptr<3> -> f32
      %815 = llvm.fadd %810, %814 : f32
      %816 = llvm.extractvalue %132[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %817 = llvm.getelementptr inbounds|nuw %816[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %815, %817 : f32, !llvm.ptr
      %818 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %819 = llvm.getelementptr inbounds|nuw %818[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %820 = llvm.load %819 : !llvm.ptr -> f32
      %821 = llvm.extractvalue %132[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %822 = llvm.getelementptr inbounds|nuw %821[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %823 = llvm.load %822 : !llvm.ptr -> f32
      %824 = llvm.fdiv %62, %823 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %825 = llvm.fmul %820, %824 : f32
      %826 = llvm.fptrunc %825 : f32 to bf16
      %827 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %828 = llvm.getelementptr inbounds|nuw %827[%66] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %826, %828 : bf16, !llvm.ptr
      %829 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %830 = llvm.getelementptr inbounds|nuw %829[%65] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %831 = llvm.load %830 : !llvm.ptr -> f32
      %832 = llvm.extractvalue %132[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %833 = llvm.getelementptr inbounds|nuw %832[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %834 = llvm.load %833 : !llvm.ptr -> f32
      %835 = llvm.fdiv %62, %834 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %836 = llvm.fmul %831, %835 : f32
      %837 = llvm.fptrunc %836 : f32 to bf16
      %838 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %839 = llvm.getelementptr inbounds|nuw %838[%65] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %837, %839 : bf16, !llvm.ptr
      %840 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %841 = llvm.getelementptr inbounds|nuw %840[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %842 = llvm.load %841 : !llvm.ptr -> f32
      %843 = llvm.extractvalue %132[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %844 = llvm.getelementptr inbounds|nuw %843[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %845 = llvm.load %844 : !llvm.ptr -> f32
      %846 = llvm.fdiv %62, %845 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %847 = llvm.fmul %842, %846 : f32
      %848 = llvm.fptrunc %847 : f32 to bf16
      %849 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %850 = llvm.getelementptr inbounds|nuw %849[%61] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %848, %850 : bf16, !llvm.ptr
      %851 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %852 = llvm.getelementptr inbounds|nuw %851[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %853 = llvm.load %852 : !llvm.ptr -> f32
      %854 = llvm.extractvalue %132[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %855 = llvm.getelementptr inbounds|nuw %854[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %856 = llvm.load %855 : !llvm.ptr -> f32
      %857 = llvm.fdiv %62, %856 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %858 = llvm.fmul %853, %857 : f32
      %859 = llvm.fptrunc %858 : f32 to bf16
      %860 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %861 = llvm.getelementptr inbounds|nuw %860[%60] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %859, %861 : bf16, !llvm.ptr
      %862 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %863 = llvm.getelementptr inbounds|nuw %862[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %864 = llvm.load %863 : !llvm.ptr -> f32
      %865 = llvm.extractvalue %132[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %866 = llvm.getelementptr inbounds|nuw %865[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %867 = llvm.load %866 : !llvm.ptr -> f32
      %868 = llvm.fdiv %62, %867 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %869 = llvm.fmul %864, %868 : f32
      %870 = llvm.fptrunc %869 : f32 to bf16
      %871 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %872 = llvm.getelementptr inbounds|nuw %871[%59] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %870, %872 : bf16, !llvm.ptr
      %873 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %874 = llvm.getelementptr inbounds|nuw %873[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %875 = llvm.load %874 : !llvm.ptr -> f32
      %876 = llvm.extractvalue %132[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %877 = llvm.getelementptr inbounds|nuw %876[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %878 = llvm.load %877 : !llvm.ptr -> f32
      %879 = llvm.fdiv %62, %878 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %880 = llvm.fmul %875, %879 : f32
      %881 = llvm.fptrunc %880 : f32 to bf16
      %882 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %883 = llvm.getelementptr inbounds|nuw %882[%58] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %881, %883 : bf16, !llvm.ptr
      %884 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %885 = llvm.getelementptr inbounds|nuw %884[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %886 = llvm.load %885 : !llvm.ptr -> f32
      %887 = llvm.extractvalue %132[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %888 = llvm.getelementptr inbounds|nuw %887[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %889 = llvm.load %888 : !llvm.ptr -> f32
      %890 = llvm.fdiv %62, %889 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %891 = llvm.fmul %886, %890 : f32
      %892 = llvm.fptrunc %891 : f32 to bf16
      %893 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %894 = llvm.getelementptr inbounds|nuw %893[%57] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %892, %894 : bf16, !llvm.ptr
      %895 = llvm.extractvalue %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %896 = llvm.getelementptr inbounds|nuw %895[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %897 = llvm.load %896 : !llvm.ptr -> f32
      %898 = llvm.extractvalue %132[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %899 = llvm.getelementptr inbounds|nuw %898[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %900 = llvm.load %899 : !llvm.ptr -> f32
      %901 = llvm.fdiv %62, %900 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %902 = llvm.fmul %897, %901 : f32
      %903 = llvm.fptrunc %902 : f32 to bf16
      %904 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %905 = llvm.getelementptr inbounds|nuw %904[%56] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %903, %905 : bf16, !llvm.ptr
      %906 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %907 = llvm.getelementptr inbounds|nuw %906[%66] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %908 = llvm.load %907 : !llvm.ptr -> bf16
      %909 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %910 = llvm.getelementptr inbounds|nuw %909[%65] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %911 = llvm.load %910 : !llvm.ptr -> bf16
      %912 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %913 = llvm.getelementptr inbounds|nuw %912[%61] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %914 = llvm.load %913 : !llvm.ptr -> bf16
      %915 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %916 = llvm.getelementptr inbounds|nuw %915[%60] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %917 = llvm.load %916 : !llvm.ptr -> bf16
      %918 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %919 = llvm.getelementptr inbounds|nuw %918[%59] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %920 = llvm.load %919 : !llvm.ptr -> bf16
      %921 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %922 = llvm.getelementptr inbounds|nuw %921[%58] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %923 = llvm.load %922 : !llvm.ptr -> bf16
      %924 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %925 = llvm.getelementptr inbounds|nuw %924[%57] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %926 = llvm.load %925 : !llvm.ptr -> bf16
      %927 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %928 = llvm.getelementptr inbounds|nuw %927[%56] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %929 = llvm.load %928 : !llvm.ptr -> bf16
      %930 = llvm.mlir.poison : vector<8xbf16>
      %931 = llvm.mlir.constant(0 : i64) : i64
      %932 = llvm.insertelement %908, %930[%931 : i64] : vector<8xbf16>
      %933 = llvm.mlir.constant(1 : i64) : i64
      %934 = llvm.insertelement %911, %932[%933 : i64] : vector<8xbf16>
      %935 = llvm.mlir.constant(2 : i64) : i64
      %936 = llvm.insertelement %914, %934[%935 : i64] : vector<8xbf16>
      %937 = llvm.mlir.constant(3 : i64) : i64
      %938 = llvm.insertelement %917, %936[%937 : i64] : vector<8xbf16>
      %939 = llvm.mlir.constant(4 : i64) : i64
      %940 = llvm.insertelement %920, %938[%939 : i64] : vector<8xbf16>
      %941 = llvm.mlir.constant(5 : i64) : i64
      %942 = llvm.insertelement %923, %940[%941 : i64] : vector<8xbf16>
      %943 = llvm.mlir.constant(6 : i64) : i64
      %944 = llvm.insertelement %926, %942[%943 : i64] : vector<8xbf16>
      %945 = llvm.mlir.constant(7 : i64) : i64
      %946 = llvm.insertelement %929, %944[%945 : i64] : vector<8xbf16>
      %947 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %948 = llvm.mlir.constant(8192 : index) : i64
      %949 = llvm.mul %92, %948 : i64
      %950 = llvm.add %949, %90 : i64
      %951 = llvm.getelementptr %947[%950] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %946, %951 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.return
    }
  }
  gpu.module @softmax_online_f16_kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">] {
    gpu.func @softmax_online_f16(%arg0: memref<1024x65536xf16> {tile.access = "in", tile.name = "X"}, %arg1: memref<1024x65536xf16> {tile.access = "out", tile.name = "Y"}) kernel attributes {known_block_size = array<i32: 1024, 1, 1>, known_grid_size = array<i32: 1024, 1, 1>, tile.params = {M = 1024 : i64, N = 65536 : i64, block_N = 8192 : i64, threads = 1024 : i64}} {
      %c128 = arith.constant 128 : index
      %c31 = arith.constant 31 : index
      %c30 = arith.constant 30 : index
      %c29 = arith.constant 29 : index
      %c28 = arith.constant 28 : index
      %c27 = arith.constant 27 : index
      %c26 = arith.constant 26 : index
      %c25 = arith.constant 25 : index
      %c24 = arith.constant 24 : index
      %c23 = arith.constant 23 : index
      %c22 = arith.constant 22 : index
      %c21 = arith.constant 21 : index
      %c20 = arith.constant 20 : index
      %c19 = arith.constant 19 : index
      %c18 = arith.constant 18 : index
      %c17 = arith.constant 17 : index
      %c16 = arith.constant 16 : index
      %c15 = arith.constant 15 : index
      %c14 = arith.constant 14 : index
      %c13 = arith.constant 13 : index
      %c12 = arith.constant 12 : index
      %c11 = arith.constant 11 : index
      %c10 = arith.constant 10 : index
      %c9 = arith.constant 9 : index
      %c16_i32 = arith.constant 16 : i32
      %c8_i32 = arith.constant 8 : i32
      %c4_i32 = arith.constant 4 : i32
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %c32_i32 = arith.constant 32 : i32
      %c7 = arith.constant 7 : index
      %c6 = arith.constant 6 : index
      %c5 = arith.constant 5 : index
      %c4 = arith.constant 4 : index
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %cst = arith.constant 1.000000e+00 : f32
      %cst_0 = arith.constant 1.44269502 : f32
      %c8192 = arith.constant 8192 : index
      %cst_1 = arith.constant 0.000000e+00 : f32
      %cst_2 = arith.constant 0xFF800000 : f32
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %thread_id_x = gpu.thread_id  x
      %0 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %1 = arith.remui %thread_id_x, %c32 : index
      %2 = arith.divui %thread_id_x, %c32 : index
      %3 = arith.remui %1, %c32 : index
      %4 = arith.remui %2, %c32 : index
      %5 = arith.muli %4, %c32 : index
      %6 = arith.addi %5, %3 : index
      %7 = arith.muli %6, %c8 : index
      %block_id_x = gpu.block_id  x
      %alloca = memref.alloca() : memref<8xf16>
      %alloca_3 = memref.alloca() : memref<8xf32>
      %alloca_4 = memref.alloca() : memref<1xf32>
      %alloca_5 = memref.alloca() : memref<1xf32>
      %alloca_6 = memref.alloca() {alignment = 16 : i64} : memref<1xf32>
      %alloca_7 = memref.alloca() {alignment = 16 : i64} : memref<1xf32>
      memref.store %cst_2, %alloca_6[%c0] : memref<1xf32>
      memref.store %cst_1, %alloca_7[%c0] : memref<1xf32>
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %11 = arith.muli %arg2, %c8192 : index
        %12 = arith.addi %11, %7 : index
        %13 = vector.load %arg0[%block_id_x, %12] {alignment = 16 : i64} : memref<1024x65536xf16>, vector<8xf16>
        %14 = vector.extract %13[0] : f16 from vector<8xf16>
        memref.store %14, %alloca[%c0] : memref<8xf16>
        %15 = vector.extract %13[1] : f16 from vector<8xf16>
        memref.store %15, %alloca[%c1] : memref<8xf16>
        %16 = vector.extract %13[2] : f16 from vector<8xf16>
        memref.store %16, %alloca[%c2] : memref<8xf16>
        %17 = vector.extract %13[3] : f16 from vector<8xf16>
        memref.store %17, %alloca[%c3] : memref<8xf16>
        %18 = vector.extract %13[4] : f16 from vector<8xf16>
        memref.store %18, %alloca[%c4] : memref<8xf16>
        %19 = vector.extract %13[5] : f16 from vector<8xf16>
        memref.store %19, %alloca[%c5] : memref<8xf16>
        %20 = vector.extract %13[6] : f16 from vector<8xf16>
        memref.store %20, %alloca[%c6] : memref<8xf16>
        %21 = vector.extract %13[7] : f16 from vector<8xf16>
        memref.store %21, %alloca[%c7] : memref<8xf16>
        %22 = memref.load %alloca[%c0] : memref<8xf16>
        %23 = arith.extf %22 : f16 to f32
        memref.store %23, %alloca_3[%c0] : memref<8xf32>
        %24 = memref.load %alloca[%c1] : memref<8xf16>
        %25 = arith.extf %24 : f16 to f32
        memref.store %25, %alloca_3[%c1] : memref<8xf32>
        %26 = memref.load %alloca[%c2] : memref<8xf16>
        %27 = arith.extf %26 : f16 to f32
        memref.store %27, %alloca_3[%c2] : memref<8xf32>
        %28 = memref.load %alloca[%c3] : memref<8xf16>
        %29 = arith.extf %28 : f16 to f32
        memref.store %29, %alloca_3[%c3] : memref<8xf32>
        %30 = memref.load %alloca[%c4] : memref<8xf16>
        %31 = arith.extf %30 : f16 to f32
        memref.store %31, %alloca_3[%c4] : memref<8xf32>
        %32 = memref.load %alloca[%c5] : memref<8xf16>
        %33 = arith.extf %32 : f16 to f32
        memref.store %33, %alloca_3[%c5] : memref<8xf32>
        %34 = memref.load %alloca[%c6] : memref<8xf16>
        %35 = arith.extf %34 : f16 to f32
        memref.store %35, %alloca_3[%c6] : memref<8xf32>
        %36 = memref.load %alloca[%c7] : memref<8xf16>
        %37 = arith.extf %36 : f16 to f32
        memref.store %37, %alloca_3[%c7] : memref<8xf32>
        %38 = memref.load %alloca_3[%c0] : memref<8xf32>
        %39 = memref.load %alloca_3[%c1] : memref<8xf32>
        %40 = memref.load %alloca_3[%c2] : memref<8xf32>
        %41 = memref.load %alloca_3[%c3] : memref<8xf32>
        %42 = memref.load %alloca_3[%c4] : memref<8xf32>
        %43 = memref.load %alloca_3[%c5] : memref<8xf32>
        %44 = memref.load %alloca_3[%c6] : memref<8xf32>
        %45 = memref.load %alloca_3[%c7] : memref<8xf32>
        %46 = arith.maxnumf %38, %39 : f32
        %47 = arith.maxnumf %40, %41 : f32
        %48 = arith.maxnumf %42, %43 : f32
        %49 = arith.maxnumf %44, %45 : f32
        %50 = arith.maxnumf %46, %47 : f32
        %51 = arith.maxnumf %48, %49 : f32
        %52 = arith.maxnumf %50, %51 : f32
        %shuffleResult, %valid = gpu.shuffle  xor %52, %c1_i32, %c32_i32 : f32
        %53 = arith.maxnumf %52, %shuffleResult : f32
        %shuffleResult_8, %valid_9 = gpu.shuffle  xor %53, %c2_i32, %c32_i32 : f32
        %54 = arith.maxnumf %53, %shuffleResult_8 : f32
        %shuffleResult_10, %valid_11 = gpu.shuffle  xor %54, %c4_i32, %c32_i32 : f32
        %55 = arith.maxnumf %54, %shuffleResult_10 : f32
        %shuffleResult_12, %valid_13 = gpu.shuffle  xor %55, %c8_i32, %c32_i32 : f32
        %56 = arith.maxnumf %55, %shuffleResult_12 : f32
        %shuffleResult_14, %valid_15 = gpu.shuffle  xor %56, %c16_i32, %c32_i32 : f32
        %57 = arith.maxnumf %56, %shuffleResult_14 : f32
        %view = memref.view %0[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<32x1xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        %58 = arith.cmpi eq, %3, %c0 : index
        scf.if %58 {
          memref.store %57, %view[%4, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %59 = memref.load %view[%c0, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %60 = memref.load %view[%c1, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %61 = arith.maxnumf %59, %60 : f32
        %62 = memref.load %view[%c2, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %63 = arith.maxnumf %61, %62 : f32
        %64 = memref.load %view[%c3, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %65 = arith.maxnumf %63, %64 : f32
        %66 = memref.load %view[%c4, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %67 = arith.maxnumf %65, %66 : f32
        %68 = memref.load %view[%c5, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %69 = arith.maxnumf %67, %68 : f32
        %70 = memref.load %view[%c6, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %71 = arith.maxnumf %69, %70 : f32
        %72 = memref.load %view[%c7, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %73 = arith.maxnumf %71, %72 : f32
        %74 = memref.load %view[%c8, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %75 = arith.maxnumf %73, %74 : f32
        %76 = memref.load %view[%c9, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %77 = arith.maxnumf %75, %76 : f32
        %78 = memref.load %view[%c10, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %79 = arith.maxnumf %77, %78 : f32
        %80 = memref.load %view[%c11, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %81 = arith.maxnumf %79, %80 : f32
        %82 = memref.load %view[%c12, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %83 = arith.maxnumf %81, %82 : f32
        %84 = memref.load %view[%c13, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %85 = arith.maxnumf %83, %84 : f32
        %86 = memref.load %view[%c14, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %87 = arith.maxnumf %85, %86 : f32
        %88 = memref.load %view[%c15, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %89 = arith.maxnumf %87, %88 : f32
        %90 = memref.load %view[%c16, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %91 = arith.maxnumf %89, %90 : f32
        %92 = memref.load %view[%c17, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %93 = arith.maxnumf %91, %92 : f32
        %94 = memref.load %view[%c18, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %95 = arith.maxnumf %93, %94 : f32
        %96 = memref.load %view[%c19, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %97 = arith.maxnumf %95, %96 : f32
        %98 = memref.load %view[%c20, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %99 = arith.maxnumf %97, %98 : f32
        %100 = memref.load %view[%c21, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %101 = arith.maxnumf %99, %100 : f32
        %102 = memref.load %view[%c22, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %103 = arith.maxnumf %101, %102 : f32
        %104 = memref.load %view[%c23, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %105 = arith.maxnumf %103, %104 : f32
        %106 = memref.load %view[%c24, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %107 = arith.maxnumf %105, %106 : f32
        %108 = memref.load %view[%c25, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %109 = arith.maxnumf %107, %108 : f32
        %110 = memref.load %view[%c26, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %111 = arith.maxnumf %109, %110 : f32
        %112 = memref.load %view[%c27, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %113 = arith.maxnumf %111, %112 : f32
        %114 = memref.load %view[%c28, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %115 = arith.maxnumf %113, %114 : f32
        %116 = memref.load %view[%c29, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %117 = arith.maxnumf %115, %116 : f32
        %118 = memref.load %view[%c30, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %119 = arith.maxnumf %117, %118 : f32
        %120 = memref.load %view[%c31, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %121 = arith.maxnumf %119, %120 : f32
        memref.store %121, %alloca_4[%c0] : memref<1xf32>
        %122 = memref.load %alloca_6[%c0] : memref<1xf32>
        %123 = memref.load %alloca_3[%c0] : memref<8xf32>
        %124 = memref.load %alloca_4[%c0] : memref<1xf32>
        %125 = arith.maxnumf %122, %124 : f32
        %126 = arith.mulf %123, %cst_0 fastmath<contract> : f32
        %127 = arith.mulf %125, %cst_0 : f32
        %128 = arith.subf %126, %127 fastmath<contract> : f32
        %129 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%128) : (f32) -> f32
        memref.store %129, %alloca_3[%c0] : memref<8xf32>
        %130 = memref.load %alloca_3[%c1] : memref<8xf32>
        %131 = memref.load %alloca_4[%c0] : memref<1xf32>
        %132 = arith.maxnumf %122, %131 : f32
        %133 = arith.mulf %130, %cst_0 fastmath<contract> : f32
        %134 = arith.mulf %132, %cst_0 : f32
        %135 = arith.subf %133, %134 fastmath<contract> : f32
        %136 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%135) : (f32) -> f32
        memref.store %136, %alloca_3[%c1] : memref<8xf32>
        %137 = memref.load %alloca_3[%c2] : memref<8xf32>
        %138 = memref.load %alloca_4[%c0] : memref<1xf32>
        %139 = arith.maxnumf %122, %138 : f32
        %140 = arith.mulf %137, %cst_0 fastmath<contract> : f32
        %141 = arith.mulf %139, %cst_0 : f32
        %142 = arith.subf %140, %141 fastmath<contract> : f32
        %143 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%142) : (f32) -> f32
        memref.store %143, %alloca_3[%c2] : memref<8xf32>
        %144 = memref.load %alloca_3[%c3] : memref<8xf32>
        %145 = memref.load %alloca_4[%c0] : memref<1xf32>
        %146 = arith.maxnumf %122, %145 : f32
        %147 = arith.mulf %144, %cst_0 fastmath<contract> : f32
        %148 = arith.mulf %146, %cst_0 : f32
        %149 = arith.subf %147, %148 fastmath<contract> : f32
        %150 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%149) : (f32) -> f32
        memref.store %150, %alloca_3[%c3] : memref<8xf32>
        %151 = memref.load %alloca_3[%c4] : memref<8xf32>
        %152 = memref.load %alloca_4[%c0] : memref<1xf32>
        %153 = arith.maxnumf %122, %152 : f32
        %154 = arith.mulf %151, %cst_0 fastmath<contract> : f32
        %155 = arith.mulf %153, %cst_0 : f32
        %156 = arith.subf %154, %155 fastmath<contract> : f32
        %157 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%156) : (f32) -> f32
        memref.store %157, %alloca_3[%c4] : memref<8xf32>
        %158 = memref.load %alloca_3[%c5] : memref<8xf32>
        %159 = memref.load %alloca_4[%c0] : memref<1xf32>
        %160 = arith.maxnumf %122, %159 : f32
        %161 = arith.mulf %158, %cst_0 fastmath<contract> : f32
        %162 = arith.mulf %160, %cst_0 : f32
        %163 = arith.subf %161, %162 fastmath<contract> : f32
        %164 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%163) : (f32) -> f32
        memref.store %164, %alloca_3[%c5] : memref<8xf32>
        %165 = memref.load %alloca_3[%c6] : memref<8xf32>
        %166 = memref.load %alloca_4[%c0] : memref<1xf32>
        %167 = arith.maxnumf %122, %166 : f32
        %168 = arith.mulf %165, %cst_0 fastmath<contract> : f32
        %169 = arith.mulf %167, %cst_0 : f32
        %170 = arith.subf %168, %169 fastmath<contract> : f32
        %171 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%170) : (f32) -> f32
        memref.store %171, %alloca_3[%c6] : memref<8xf32>
        %172 = memref.load %alloca_3[%c7] : memref<8xf32>
        %173 = memref.load %alloca_4[%c0] : memref<1xf32>
        %174 = arith.maxnumf %122, %173 : f32
        %175 = arith.mulf %172, %cst_0 fastmath<contract> : f32
        %176 = arith.mulf %174, %cst_0 : f32
        %177 = arith.subf %175, %176 fastmath<contract> : f32
        %178 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%177) : (f32) -> f32
        memref.store %178, %alloca_3[%c7] : memref<8xf32>
        %179 = memref.load %alloca_3[%c0] : memref<8xf32>
        %180 = memref.load %alloca_3[%c1] : memref<8xf32>
        %181 = memref.load %alloca_3[%c2] : memref<8xf32>
        %182 = memref.load %alloca_3[%c3] : memref<8xf32>
        %183 = memref.load %alloca_3[%c4] : memref<8xf32>
        %184 = memref.load %alloca_3[%c5] : memref<8xf32>
        %185 = memref.load %alloca_3[%c6] : memref<8xf32>
        %186 = memref.load %alloca_3[%c7] : memref<8xf32>
        %187 = arith.addf %179, %180 : f32
        %188 = arith.addf %181, %182 : f32
        %189 = arith.addf %183, %184 : f32
        %190 = arith.addf %185, %186 : f32
        %191 = arith.addf %187, %188 : f32
        %192 = arith.addf %189, %190 : f32
        %193 = arith.addf %191, %192 : f32
        %shuffleResult_16, %valid_17 = gpu.shuffle  xor %193, %c1_i32, %c32_i32 : f32
        %194 = arith.addf %193, %shuffleResult_16 : f32
        %shuffleResult_18, %valid_19 = gpu.shuffle  xor %194, %c2_i32, %c32_i32 : f32
        %195 = arith.addf %194, %shuffleResult_18 : f32
        %shuffleResult_20, %valid_21 = gpu.shuffle  xor %195, %c4_i32, %c32_i32 : f32
        %196 = arith.addf %195, %shuffleResult_20 : f32
        %shuffleResult_22, %valid_23 = gpu.shuffle  xor %196, %c8_i32, %c32_i32 : f32
        %197 = arith.addf %196, %shuffleResult_22 : f32
        %shuffleResult_24, %valid_25 = gpu.shuffle  xor %197, %c16_i32, %c32_i32 : f32
        %198 = arith.addf %197, %shuffleResult_24 : f32
        %view_26 = memref.view %0[%c128][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<32x1xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        scf.if %58 {
          memref.store %198, %view_26[%4, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %199 = memref.load %view_26[%c0, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %200 = memref.load %view_26[%c1, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %201 = arith.addf %199, %200 : f32
        %202 = memref.load %view_26[%c2, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %203 = arith.addf %201, %202 : f32
        %204 = memref.load %view_26[%c3, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %205 = arith.addf %203, %204 : f32
        %206 = memref.load %view_26[%c4, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %207 = arith.addf %205, %206 : f32
        %208 = memref.load %view_26[%c5, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %209 = arith.addf %207, %208 : f32
        %210 = memref.load %view_26[%c6, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %211 = arith.addf %209, %210 : f32
        %212 = memref.load %view_26[%c7, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %213 = arith.addf %211, %212 : f32
        %214 = memref.load %view_26[%c8, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %215 = arith.addf %213, %214 : f32
        %216 = memref.load %view_26[%c9, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %217 = arith.addf %215, %216 : f32
        %218 = memref.load %view_26[%c10, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %219 = arith.addf %217, %218 : f32
        %220 = memref.load %view_26[%c11, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %221 = arith.addf %219, %220 : f32
        %222 = memref.load %view_26[%c12, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %223 = arith.addf %221, %222 : f32
        %224 = memref.load %view_26[%c13, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %225 = arith.addf %223, %224 : f32
        %226 = memref.load %view_26[%c14, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %227 = arith.addf %225, %226 : f32
        %228 = memref.load %view_26[%c15, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %229 = arith.addf %227, %228 : f32
        %230 = memref.load %view_26[%c16, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %231 = arith.addf %229, %230 : f32
        %232 = memref.load %view_26[%c17, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %233 = arith.addf %231, %232 : f32
        %234 = memref.load %view_26[%c18, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %235 = arith.addf %233, %234 : f32
        %236 = memref.load %view_26[%c19, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %237 = arith.addf %235, %236 : f32
        %238 = memref.load %view_26[%c20, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %239 = arith.addf %237, %238 : f32
        %240 = memref.load %view_26[%c21, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %241 = arith.addf %239, %240 : f32
        %242 = memref.load %view_26[%c22, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %243 = arith.addf %241, %242 : f32
        %244 = memref.load %view_26[%c23, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %245 = arith.addf %243, %244 : f32
        %246 = memref.load %view_26[%c24, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %247 = arith.addf %245, %246 : f32
        %248 = memref.load %view_26[%c25, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %249 = arith.addf %247, %248 : f32
        %250 = memref.load %view_26[%c26, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %251 = arith.addf %249, %250 : f32
        %252 = memref.load %view_26[%c27, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %253 = arith.addf %251, %252 : f32
        %254 = memref.load %view_26[%c28, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %255 = arith.addf %253, %254 : f32
        %256 = memref.load %view_26[%c29, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %257 = arith.addf %255, %256 : f32
        %258 = memref.load %view_26[%c30, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %259 = arith.addf %257, %258 : f32
        %260 = memref.load %view_26[%c31, %c0] : memref<32x1xf32, #gpu.address_space<workgroup>>
        %261 = arith.addf %259, %260 : f32
        memref.store %261, %alloca_5[%c0] : memref<1xf32>
        %262 = memref.load %alloca_4[%c0] : memref<1xf32>
        %263 = memref.load %alloca_5[%c0] : memref<1xf32>
        %264 = memref.load %alloca_7[%c0] : memref<1xf32>
        %265 = arith.maxnumf %122, %262 : f32
        %266 = arith.subf %122, %265 : f32
        %267 = arith.mulf %266, %cst_0 : f32
        %268 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%267) : (f32) -> f32
        %269 = arith.mulf %264, %268 : f32
        %270 = arith.addf %269, %263 : f32
        memref.store %270, %alloca_7[%c0] : memref<1xf32>
        memref.store %265, %alloca_6[%c0] : memref<1xf32>
      }
      %8 = memref.load %alloca_6[%c0] : memref<1xf32>
      %9 = memref.load %alloca_7[%c0] : memref<1xf32>
      %10 = arith.divf %cst, %9 fastmath<afn> : f32
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %11 = arith.muli %arg2, %c8192 : index
        %12 = arith.addi %11, %7 : index
        %13 = vector.load %arg0[%block_id_x, %12] {alignment = 16 : i64} : memref<1024x65536xf16>, vector<8xf16>
        %14 = vector.extract %13[0] : f16 from vector<8xf16>
        memref.store %14, %alloca[%c0] : memref<8xf16>
        %15 = vector.extract %13[1] : f16 from vector<8xf16>
        memref.store %15, %alloca[%c1] : memref<8xf16>
        %16 = vector.extract %13[2] : f16 from vector<8xf16>
        memref.store %16, %alloca[%c2] : memref<8xf16>
        %17 = vector.extract %13[3] : f16 from vector<8xf16>
        memref.store %17, %alloca[%c3] : memref<8xf16>
        %18 = vector.extract %13[4] : f16 from vector<8xf16>
        memref.store %18, %alloca[%c4] : memref<8xf16>
        %19 = vector.extract %13[5] : f16 from vector<8xf16>
        memref.store %19, %alloca[%c5] : memref<8xf16>
        %20 = vector.extract %13[6] : f16 from vector<8xf16>
        memref.store %20, %alloca[%c6] : memref<8xf16>
        %21 = vector.extract %13[7] : f16 from vector<8xf16>
        memref.store %21, %alloca[%c7] : memref<8xf16>
        %22 = memref.load %alloca[%c0] : memref<8xf16>
        %23 = arith.extf %22 : f16 to f32
        %24 = arith.mulf %23, %cst_0 fastmath<contract> : f32
        %25 = arith.mulf %8, %cst_0 : f32
        %26 = arith.subf %24, %25 fastmath<contract> : f32
        %27 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%26) : (f32) -> f32
        %28 = arith.mulf %27, %10 : f32
        %29 = arith.truncf %28 : f32 to f16
        memref.store %29, %alloca[%c0] : memref<8xf16>
        %30 = memref.load %alloca[%c1] : memref<8xf16>
        %31 = arith.extf %30 : f16 to f32
        %32 = arith.mulf %31, %cst_0 fastmath<contract> : f32
        %33 = arith.subf %32, %25 fastmath<contract> : f32
        %34 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%33) : (f32) -> f32
        %35 = arith.mulf %34, %10 : f32
        %36 = arith.truncf %35 : f32 to f16
        memref.store %36, %alloca[%c1] : memref<8xf16>
        %37 = memref.load %alloca[%c2] : memref<8xf16>
        %38 = arith.extf %37 : f16 to f32
        %39 = arith.mulf %38, %cst_0 fastmath<contract> : f32
        %40 = arith.subf %39, %25 fastmath<contract> : f32
        %41 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%40) : (f32) -> f32
        %42 = arith.mulf %41, %10 : f32
        %43 = arith.truncf %42 : f32 to f16
        memref.store %43, %alloca[%c2] : memref<8xf16>
        %44 = memref.load %alloca[%c3] : memref<8xf16>
        %45 = arith.extf %44 : f16 to f32
        %46 = arith.mulf %45, %cst_0 fastmath<contract> : f32
        %47 = arith.subf %46, %25 fastmath<contract> : f32
        %48 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%47) : (f32) -> f32
        %49 = arith.mulf %48, %10 : f32
        %50 = arith.truncf %49 : f32 to f16
        memref.store %50, %alloca[%c3] : memref<8xf16>
        %51 = memref.load %alloca[%c4] : memref<8xf16>
        %52 = arith.extf %51 : f16 to f32
        %53 = arith.mulf %52, %cst_0 fastmath<contract> : f32
        %54 = arith.subf %53, %25 fastmath<contract> : f32
        %55 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%54) : (f32) -> f32
        %56 = arith.mulf %55, %10 : f32
        %57 = arith.truncf %56 : f32 to f16
        memref.store %57, %alloca[%c4] : memref<8xf16>
        %58 = memref.load %alloca[%c5] : memref<8xf16>
        %59 = arith.extf %58 : f16 to f32
        %60 = arith.mulf %59, %cst_0 fastmath<contract> : f32
        %61 = arith.subf %60, %25 fastmath<contract> : f32
        %62 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%61) : (f32) -> f32
        %63 = arith.mulf %62, %10 : f32
        %64 = arith.truncf %63 : f32 to f16
        memref.store %64, %alloca[%c5] : memref<8xf16>
        %65 = memref.load %alloca[%c6] : memref<8xf16>
        %66 = arith.extf %65 : f16 to f32
        %67 = arith.mulf %66, %cst_0 fastmath<contract> : f32
        %68 = arith.subf %67, %25 fastmath<contract> : f32
        %69 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%68) : (f32) -> f32
        %70 = arith.mulf %69, %10 : f32
        %71 = arith.truncf %70 : f32 to f16
        memref.store %71, %alloca[%c6] : memref<8xf16>
        %72 = memref.load %alloca[%c7] : memref<8xf16>
        %73 = arith.extf %72 : f16 to f32
        %74 = arith.mulf %73, %cst_0 fastmath<contract> : f32
        %75 = arith.subf %74, %25 fastmath<contract> : f32
        %76 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%75) : (f32) -> f32
        %77 = arith.mulf %76, %10 : f32
        %78 = arith.truncf %77 : f32 to f16
        memref.store %78, %alloca[%c7] : memref<8xf16>
        %79 = memref.load %alloca[%c0] : memref<8xf16>
        %80 = memref.load %alloca[%c1] : memref<8xf16>
        %81 = memref.load %alloca[%c2] : memref<8xf16>
        %82 = memref.load %alloca[%c3] : memref<8xf16>
        %83 = memref.load %alloca[%c4] : memref<8xf16>
        %84 = memref.load %alloca[%c5] : memref<8xf16>
        %85 = memref.load %alloca[%c6] : memref<8xf16>
        %86 = memref.load %alloca[%c7] : memref<8xf16>
        %87 = vector.from_elements %79, %80, %81, %82, %83, %84, %85, %86 : vector<8xf16>
        vector.store %87, %arg1[%block_id_x, %12] {alignment = 16 : i64} : memref<1024x65536xf16>, vector<8xf16>
      }
      gpu.return
    }
  }
}


