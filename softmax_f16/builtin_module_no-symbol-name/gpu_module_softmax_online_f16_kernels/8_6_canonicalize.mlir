// -----// IR Dump After Canonicalizer (canonicalize) ('gpu.module' operation: @softmax_online_f16_kernels) //----- //
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
      %0 = llvm.mlir.poison : vector<8xbf16>
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
      %64 = llvm.alloca %12 x bf16 : (i64) -> !llvm.ptr
      %65 = llvm.alloca %12 x f32 : (i64) -> !llvm.ptr
      %66 = llvm.alloca %50 x f32 : (i64) -> !llvm.ptr
      %67 = llvm.alloca %50 x f32 : (i64) -> !llvm.ptr
      %68 = llvm.mul %63, %51 : i64
      %69 = llvm.add %68, %61 : i64
      %70 = llvm.getelementptr %arg0[%69] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %71 = llvm.load %70 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      %72 = llvm.extractelement %71[%9 : i64] : vector<8xbf16>
      llvm.store %72, %64 : bf16, !llvm.ptr
      %73 = llvm.extractelement %71[%8 : i64] : vector<8xbf16>
      %74 = llvm.getelementptr inbounds|nuw %64[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %73, %74 : bf16, !llvm.ptr
      %75 = llvm.extractelement %71[%7 : i64] : vector<8xbf16>
      %76 = llvm.getelementptr inbounds|nuw %64[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %75, %76 : bf16, !llvm.ptr
      %77 = llvm.extractelement %71[%6 : i64] : vector<8xbf16>
      %78 = llvm.getelementptr inbounds|nuw %64[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %77, %78 : bf16, !llvm.ptr
      %79 = llvm.extractelement %71[%5 : i64] : vector<8xbf16>
      %80 = llvm.getelementptr inbounds|nuw %64[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %79, %80 : bf16, !llvm.ptr
      %81 = llvm.extractelement %71[%4 : i64] : vector<8xbf16>
      %82 = llvm.getelementptr inbounds|nuw %64[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %81, %82 : bf16, !llvm.ptr
      %83 = llvm.extractelement %71[%3 : i64] : vector<8xbf16>
      %84 = llvm.getelementptr inbounds|nuw %64[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %83, %84 : bf16, !llvm.ptr
      %85 = llvm.extractelement %71[%2 : i64] : vector<8xbf16>
      %86 = llvm.getelementptr inbounds|nuw %64[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %85, %86 : bf16, !llvm.ptr
      %87 = llvm.load %64 : !llvm.ptr -> bf16
      %88 = llvm.fpext %87 : bf16 to f32
      llvm.store %88, %65 : f32, !llvm.ptr
      %89 = llvm.load %74 : !llvm.ptr -> bf16
      %90 = llvm.fpext %89 : bf16 to f32
      %91 = llvm.getelementptr inbounds|nuw %65[1] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %90, %91 : f32, !llvm.ptr
      %92 = llvm.load %76 : !llvm.ptr -> bf16
      %93 = llvm.fpext %92 : bf16 to f32
      %94 = llvm.getelementptr inbounds|nuw %65[2] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %93, %94 : f32, !llvm.ptr
      %95 = llvm.load %78 : !llvm.ptr -> bf16
      %96 = llvm.fpext %95 : bf16 to f32
      %97 = llvm.getelementptr inbounds|nuw %65[3] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %96, %97 : f32, !llvm.ptr
      %98 = llvm.load %80 : !llvm.ptr -> bf16
      %99 = llvm.fpext %98 : bf16 to f32
      %100 = llvm.getelementptr inbounds|nuw %65[4] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %99, %100 : f32, !llvm.ptr
      %101 = llvm.load %82 : !llvm.ptr -> bf16
      %102 = llvm.fpext %101 : bf16 to f32
      %103 = llvm.getelementptr inbounds|nuw %65[5] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %102, %103 : f32, !llvm.ptr
      %104 = llvm.load %84 : !llvm.ptr -> bf16
      %105 = llvm.fpext %104 : bf16 to f32
      %106 = llvm.getelementptr inbounds|nuw %65[6] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %105, %106 : f32, !llvm.ptr
      %107 = llvm.load %86 : !llvm.ptr -> bf16
      %108 = llvm.fpext %107 : bf16 to f32
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
      %443 = llvm.fptrunc %442 : f32 to bf16
      llvm.store %443, %64 : bf16, !llvm.ptr
      %444 = llvm.load %91 : !llvm.ptr -> f32
      %445 = llvm.load %67 : !llvm.ptr -> f32
      %446 = llvm.fdiv %14, %445 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %447 = llvm.fmul %444, %446 : f32
      %448 = llvm.fptrunc %447 : f32 to bf16
      llvm.store %448, %74 : bf16, !llvm.ptr
      %449 = llvm.load %94 : !llvm.ptr -> f32
      %450 = llvm.load %67 : !llvm.ptr -> f32
      %451 = llvm.fdiv %14, %450 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %452 = llvm.fmul %449, %451 : f32
      %453 = llvm.fptrunc %452 : f32 to bf16
      llvm.store %453, %76 : bf16, !llvm.ptr
      %454 = llvm.load %97 : !llvm.ptr -> f32
      %455 = llvm.load %67 : !llvm.ptr -> f32
      %456 = llvm.fdiv %14, %455 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %457 = llvm.fmul %454, %456 : f32
      %458 = llvm.fptrunc %457 : f32 to bf16
      llvm.store %458, %78 : bf16, !llvm.ptr
      %459 = llvm.load %100 : !llvm.ptr -> f32
      %460 = llvm.load %67 : !llvm.ptr -> f32
      %461 = llvm.fdiv %14, %460 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %462 = llvm.fmul %459, %461 : f32
      %463 = llvm.fptrunc %462 : f32 to bf16
      llvm.store %463, %80 : bf16, !llvm.ptr
      %464 = llvm.load %103 : !llvm.ptr -> f32
      %465 = llvm.load %67 : !llvm.ptr -> f32
      %466 = llvm.fdiv %14, %465 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %467 = llvm.fmul %464, %466 : f32
      %468 = llvm.fptrunc %467 : f32 to bf16
      llvm.store %468, %82 : bf16, !llvm.ptr
      %469 = llvm.load %106 : !llvm.ptr -> f32
      %470 = llvm.load %67 : !llvm.ptr -> f32
      %471 = llvm.fdiv %14, %470 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %472 = llvm.fmul %469, %471 : f32
      %473 = llvm.fptrunc %472 : f32 to bf16
      llvm.store %473, %84 : bf16, !llvm.ptr
      %474 = llvm.load %109 : !llvm.ptr -> f32
      %475 = llvm.load %67 : !llvm.ptr -> f32
      %476 = llvm.fdiv %14, %475 {fastmathFlags = #llvm.fastmath<afn>} : f32
      %477 = llvm.fmul %474, %476 : f32
      %478 = llvm.fptrunc %477 : f32 to bf16
      llvm.store %478, %86 : bf16, !llvm.ptr
      %479 = llvm.load %64 : !llvm.ptr -> bf16
      %480 = llvm.load %74 : !llvm.ptr -> bf16
      %481 = llvm.load %76 : !llvm.ptr -> bf16
      %482 = llvm.load %78 : !llvm.ptr -> bf16
      %483 = llvm.load %80 : !llvm.ptr -> bf16
      %484 = llvm.load %82 : !llvm.ptr -> bf16
      %485 = llvm.load %84 : !llvm.ptr -> bf16
      %486 = llvm.load %86 : !llvm.ptr -> bf16
      %487 = llvm.insertelement %479, %0[%9 : i64] : vector<8xbf16>
      %488 = llvm.insertelement %480, %487[%8 : i64] : vector<8xbf16>
      %489 = llvm.insertelement %481, %488[%7 : i64] : vector<8xbf16>
      %490 = llvm.insertelement %482, %489[%6 : i64] : vector<8xbf16>
      %491 = llvm.insertelement %483, %490[%5 : i64] : vector<8xbf16>
      %492 = llvm.insertelement %484, %491[%4 : i64] : vector<8xbf16>
      %493 = llvm.insertelement %485, %492[%3 : i64] : vector<8xbf16>
      %494 = llvm.insertelement %486, %493[%2 : i64] : vector<8xbf16>
      %495 = llvm.getelementptr %arg1[%69] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %494, %495 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.return
    }
  }
  gpu.module @softmax_online_f16_kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">] {
    llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
    llvm.func @__nv_fmaxf(f32, f32) -> f32
    llvm.func @softmax_online_f16(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 1024, 1, 1>, gpu.known_grid_size = array<i32: 1024, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 1024, 1, 1>, tile.params = {M = 1024 : i64, N = 65536 : i64, block_N = 8192 : i64, threads = 1024 : i64}} {
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
      %13 = llvm.mlir.constant(0xFF800000 : f32) : f32
      %14 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %15 = llvm.mlir.constant(8192 : index) : i64
      %16 = llvm.mlir.constant(1.44269502 : f32) : f32
      %17 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %18 = llvm.mlir.constant(2 : index) : i64
      %19 = llvm.mlir.constant(3 : index) : i64
      %20 = llvm.mlir.constant(4 : index) : i64
      %21 = llvm.mlir.constant(5 : index) : i64
      %22 = llvm.mlir.constant(6 : index) : i64
      %23 = llvm.mlir.constant(7 : index) : i64
      %24 = llvm.mlir.constant(32 : i32) : i32
      %25 = llvm.mlir.constant(1 : i32) : i32
      %26 = llvm.mlir.constant(2 : i32) : i32
      %27 = llvm.mlir.constant(4 : i32) : i32
      %28 = llvm.mlir.constant(8 : i32) : i32
      %29 = llvm.mlir.constant(16 : i32) : i32
      %30 = llvm.mlir.constant(9 : index) : i64
      %31 = llvm.mlir.constant(10 : index) : i64
      %32 = llvm.mlir.constant(11 : index) : i64
      %33 = llvm.mlir.constant(12 : index) : i64
      %34 = llvm.mlir.constant(13 : index) : i64
      %35 = llvm.mlir.constant(14 : index) : i64
      %36 = llvm.mlir.constant(15 : index) : i64
      %37 = llvm.mlir.constant(16 : index) : i64
      %38 = llvm.mlir.constant(17 : index) : i64
      %39 = llvm.mlir.constant(18 : index) : i64
      %40 = llvm.mlir.constant(19 : index) : i64
      %41 = llvm.mlir.constant(20 : index) : i64
      %42 = llvm.mlir.constant(21 : index) : i64
      %43 = llvm.mlir.constant(22 : index) : i64
      %44 = llvm.mlir.constant(23 : index) : i64
      %45 = llvm.mlir.constant(24 : index) : i64
      %46 = llvm.mlir.constant(25 : index) : i64
      %47 = llvm.mlir.constant(26 : index) : i64
      %48 = llvm.mlir.constant(27 : index) : i64
      %49 = llvm.mlir.constant(28 : index) : i64
      %50 = llvm.mlir.constant(29 : index) : i64
      %51 = llvm.mlir.constant(30 : index) : i64
      %52 = llvm.mlir.constant(31 : index) : i64
      %53 = llvm.mlir.constant(1 : index) : i64
      %54 = llvm.mlir.constant(65536 : index) : i64
      %55 = llvm.mlir.constant(0 : index) : i64
      %56 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %57 = llvm.sext %56 : i32 to i64
      %58 = llvm.urem %57, %11 : i64
      %59 = llvm.udiv %57, %11 : i64
      %60 = llvm.urem %58, %11 : i64
      %61 = llvm.urem %59, %11 : i64
      %62 = llvm.mul %61, %11 : i64
      %63 = llvm.add %62, %60 : i64
      %64 = llvm.mul %63, %12 : i64
      %65 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 1024> : i32
      %66 = llvm.sext %65 : i32 to i64
      %67 = llvm.alloca %12 x f16 : (i64) -> !llvm.ptr
      %68 = llvm.alloca %12 x f32 : (i64) -> !llvm.ptr
      %69 = llvm.alloca %53 x f32 : (i64) -> !llvm.ptr
      %70 = llvm.alloca %53 x f32 : (i64) -> !llvm.ptr
      %71 = llvm.alloca %53 x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %72 = llvm.alloca %53 x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
      llvm.store %13, %71 : f32, !llvm.ptr
      llvm.store %14, %72 : f32, !llvm.ptr
      llvm.br ^bb1(%55 : i64)
    ^bb1(%73: i64):  // 2 preds: ^bb0, ^bb6
      %74 = llvm.icmp "slt" %73, %12 : i64
      llvm.cond_br %74, ^bb2, ^bb7
    ^bb2:  // pred: ^bb1
      %75 = llvm.mul %73, %15 : i64
      %76 = llvm.add %75, %64 : i64
      %77 = llvm.mul %66, %54 : i64
      %78 = llvm.add %77, %76 : i64
      %79 = llvm.getelementptr %arg0[%78] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %80 = llvm.load %79 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      %81 = llvm.extractelement %80[%9 : i64] : vector<8xf16>
      llvm.store %81, %67 : f16, !llvm.ptr
      %82 = llvm.extractelement %80[%8 : i64] : vector<8xf16>
      %83 = llvm.getelementptr inbounds|nuw %67[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %82, %83 : f16, !llvm.ptr
      %84 = llvm.extractelement %80[%7 : i64] : vector<8xf16>
      %85 = llvm.getelementptr inbounds|nuw %67[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %84, %85 : f16, !llvm.ptr
      %86 = llvm.extractelement %80[%6 : i64] : vector<8xf16>
      %87 = llvm.getelementptr inbounds|nuw %67[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %86, %87 : f16, !llvm.ptr
      %88 = llvm.extractelement %80[%5 : i64] : vector<8xf16>
      %89 = llvm.getelementptr inbounds|nuw %67[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %88, %89 : f16, !llvm.ptr
      %90 = llvm.extractelement %80[%4 : i64] : vector<8xf16>
      %91 = llvm.getelementptr inbounds|nuw %67[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %90, %91 : f16, !llvm.ptr
      %92 = llvm.extractelement %80[%3 : i64] : vector<8xf16>
      %93 = llvm.getelementptr inbounds|nuw %67[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %92, %93 : f16, !llvm.ptr
      %94 = llvm.extractelement %80[%2 : i64] : vector<8xf16>
      %95 = llvm.getelementptr inbounds|nuw %67[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %94, %95 : f16, !llvm.ptr
      %96 = llvm.load %67 : !llvm.ptr -> f16
      %97 = llvm.fpext %96 : f16 to f32
      llvm.store %97, %68 : f32, !llvm.ptr
      %98 = llvm.getelementptr inbounds|nuw %67[1] : (!llvm.ptr) -> !llvm.ptr, f16
      %99 = llvm.load %98 : !llvm.ptr -> f16
      %100 = llvm.fpext %99 : f16 to f32
      %101 = llvm.getelementptr inbounds|nuw %68[1] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %100, %101 : f32, !llvm.ptr
      %102 = llvm.getelementptr inbounds|nuw %67[2] : (!llvm.ptr) -> !llvm.ptr, f16
      %103 = llvm.load %102 : !llvm.ptr -> f16
      %104 = llvm.fpext %103 : f16 to f32
      %105 = llvm.getelementptr inbounds|nuw %68[2] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %104, %105 : f32, !llvm.ptr
      %106 = llvm.getelementptr inbounds|nuw %67[3] : (!llvm.ptr) -> !llvm.ptr, f16
      %107 = llvm.load %106 : !llvm.ptr -> f16
      %108 = llvm.fpext %107 : f16 to f32
      %109 = llvm.getelementptr inbounds|nuw %68[3] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %108, %109 : f32, !llvm.ptr
      %110 = llvm.getelementptr inbounds|nuw %67[4] : (!llvm.ptr) -> !llvm.ptr, f16
      %111 = llvm.load %110 : !llvm.ptr -> f16
      %112 = llvm.fpext %111 : f16 to f32
      %113 = llvm.getelementptr inbounds|nuw %68[4] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %112, %113 : f32, !llvm.ptr
      %114 = llvm.getelementptr inbounds|nuw %67[5] : (!llvm.ptr) -> !llvm.ptr, f16
      %115 = llvm.load %114 : !llvm.ptr -> f16
      %116 = llvm.fpext %115 : f16 to f32
      %117 = llvm.getelementptr inbounds|nuw %68[5] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %116, %117 : f32, !llvm.ptr
      %118 = llvm.getelementptr inbounds|nuw %67[6] : (!llvm.ptr) -> !llvm.ptr, f16
      %119 = llvm.load %118 : !llvm.ptr -> f16
      %120 = llvm.fpext %119 : f16 to f32
      %121 = llvm.getelementptr inbounds|nuw %68[6] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %120, %121 : f32, !llvm.ptr
      %122 = llvm.getelementptr inbounds|nuw %67[7] : (!llvm.ptr) -> !llvm.ptr, f16
      %123 = llvm.load %122 : !llvm.ptr -> f16
      %124 = llvm.fpext %123 : f16 to f32
      %125 = llvm.getelementptr inbounds|nuw %68[7] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %124, %125 : f32, !llvm.ptr
      %126 = llvm.load %68 : !llvm.ptr -> f32
      %127 = llvm.getelementptr inbounds|nuw %68[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %128 = llvm.load %127 : !llvm.ptr -> f32
      %129 = llvm.getelementptr inbounds|nuw %68[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %130 = llvm.load %129 : !llvm.ptr -> f32
      %131 = llvm.getelementptr inbounds|nuw %68[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %132 = llvm.load %131 : !llvm.ptr -> f32
      %133 = llvm.getelementptr inbounds|nuw %68[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %134 = llvm.load %133 : !llvm.ptr -> f32
      %135 = llvm.getelementptr inbounds|nuw %68[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %136 = llvm.load %135 : !llvm.ptr -> f32
      %137 = llvm.getelementptr inbounds|nuw %68[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %138 = llvm.load %137 : !llvm.ptr -> f32
      %139 = llvm.getelementptr inbounds|nuw %68[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %140 = llvm.load %139 : !llvm.ptr -> f32
      %141 = llvm.call @__nv_fmaxf(%126, %128) : (f32, f32) -> f32
      %142 = llvm.call @__nv_fmaxf(%130, %132) : (f32, f32) -> f32
      %143 = llvm.call @__nv_fmaxf(%134, %136) : (f32, f32) -> f32
      %144 = llvm.call @__nv_fmaxf(%138, %140) : (f32, f32) -> f32
      %145 = llvm.call @__nv_fmaxf(%141, %142) : (f32, f32) -> f32
      %146 = llvm.call @__nv_fmaxf(%143, %144) : (f32, f32) -> f32
      %147 = llvm.call @__nv_fmaxf(%145, %146) : (f32, f32) -> f32
      %148 = llvm.sub %24, %24 : i32
      %149 = llvm.lshr %1, %148 : i32
      %150 = llvm.sub %24, %25 : i32
      %151 = nvvm.shfl.sync  bfly %149, %147, %25, %150 : f32 -> f32
      %152 = llvm.call @__nv_fmaxf(%147, %151) : (f32, f32) -> f32
      %153 = llvm.sub %24, %24 : i32
      %154 = llvm.lshr %1, %153 : i32
      %155 = llvm.sub %24, %25 : i32
      %156 = nvvm.shfl.sync  bfly %154, %152, %26, %155 : f32 -> f32
      %157 = llvm.call @__nv_fmaxf(%152, %156) : (f32, f32) -> f32
      %158 = llvm.sub %24, %24 : i32
      %159 = llvm.lshr %1, %158 : i32
      %160 = llvm.sub %24, %25 : i32
      %161 = nvvm.shfl.sync  bfly %159, %157, %27, %160 : f32 -> f32
      %162 = llvm.call @__nv_fmaxf(%157, %161) : (f32, f32) -> f32
      %163 = llvm.sub %24, %24 : i32
      %164 = llvm.lshr %1, %163 : i32
      %165 = llvm.sub %24, %25 : i32
      %166 = nvvm.shfl.sync  bfly %164, %162, %28, %165 : f32 -> f32
      %167 = llvm.call @__nv_fmaxf(%162, %166) : (f32, f32) -> f32
      %168 = llvm.sub %24, %24 : i32
      %169 = llvm.lshr %1, %168 : i32
      %170 = llvm.sub %24, %25 : i32
      %171 = nvvm.shfl.sync  bfly %169, %167, %29, %170 : f32 -> f32
      %172 = llvm.call @__nv_fmaxf(%167, %171) : (f32, f32) -> f32
      nvvm.barrier0
      %173 = llvm.icmp "eq" %60, %55 : i64
      llvm.cond_br %173, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %174 = llvm.add %61, %55 overflow<nsw, nuw> : i64
      %175 = llvm.getelementptr inbounds|nuw %10[%174] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %172, %175 : f32, !llvm.ptr<3>
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      nvvm.barrier0
      %176 = llvm.add %55, %55 overflow<nsw, nuw> : i64
      %177 = llvm.getelementptr inbounds|nuw %10[%176] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %178 = llvm.load %177 : !llvm.ptr<3> -> f32
      %179 = llvm.add %53, %55 overflow<nsw, nuw> : i64
      %180 = llvm.getelementptr inbounds|nuw %10[%179] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %181 = llvm.load %180 : !llvm.ptr<3> -> f32
      %182 = llvm.call @__nv_fmaxf(%178, %181) : (f32, f32) -> f32
      %183 = llvm.add %18, %55 overflow<nsw, nuw> : i64
      %184 = llvm.getelementptr inbounds|nuw %10[%183] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %185 = llvm.load %184 : !llvm.ptr<3> -> f32
      %186 = llvm.call @__nv_fmaxf(%182, %185) : (f32, f32) -> f32
      %187 = llvm.add %19, %55 overflow<nsw, nuw> : i64
      %188 = llvm.getelementptr inbounds|nuw %10[%187] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %189 = llvm.load %188 : !llvm.ptr<3> -> f32
      %190 = llvm.call @__nv_fmaxf(%186, %189) : (f32, f32) -> f32
      %191 = llvm.add %20, %55 overflow<nsw, nuw> : i64
      %192 = llvm.getelementptr inbounds|nuw %10[%191] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %193 = llvm.load %192 : !llvm.ptr<3> -> f32
      %194 = llvm.call @__nv_fmaxf(%190, %193) : (f32, f32) -> f32
      %195 = llvm.add %21, %55 overflow<nsw, nuw> : i64
      %196 = llvm.getelementptr inbounds|nuw %10[%195] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %197 = llvm.load %196 : !llvm.ptr<3> -> f32
      %198 = llvm.call @__nv_fmaxf(%194, %197) : (f32, f32) -> f32
      %199 = llvm.add %22, %55 overflow<nsw, nuw> : i64
      %200 = llvm.getelementptr inbounds|nuw %10[%199] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %201 = llvm.load %200 : !llvm.ptr<3> -> f32
      %202 = llvm.call @__nv_fmaxf(%198, %201) : (f32, f32) -> f32
      %203 = llvm.add %23, %55 overflow<nsw, nuw> : i64
      %204 = llvm.getelementptr inbounds|nuw %10[%203] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %205 = llvm.load %204 : !llvm.ptr<3> -> f32
      %206 = llvm.call @__nv_fmaxf(%202, %205) : (f32, f32) -> f32
      %207 = llvm.add %12, %55 overflow<nsw, nuw> : i64
      %208 = llvm.getelementptr inbounds|nuw %10[%207] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %209 = llvm.load %208 : !llvm.ptr<3> -> f32
      %210 = llvm.call @__nv_fmaxf(%206, %209) : (f32, f32) -> f32
      %211 = llvm.add %30, %55 overflow<nsw, nuw> : i64
      %212 = llvm.getelementptr inbounds|nuw %10[%211] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %213 = llvm.load %212 : !llvm.ptr<3> -> f32
      %214 = llvm.call @__nv_fmaxf(%210, %213) : (f32, f32) -> f32
      %215 = llvm.add %31, %55 overflow<nsw, nuw> : i64
      %216 = llvm.getelementptr inbounds|nuw %10[%215] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %217 = llvm.load %216 : !llvm.ptr<3> -> f32
      %218 = llvm.call @__nv_fmaxf(%214, %217) : (f32, f32) -> f32
      %219 = llvm.add %32, %55 overflow<nsw, nuw> : i64
      %220 = llvm.getelementptr inbounds|nuw %10[%219] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %221 = llvm.load %220 : !llvm.ptr<3> -> f32
      %222 = llvm.call @__nv_fmaxf(%218, %221) : (f32, f32) -> f32
      %223 = llvm.add %33, %55 overflow<nsw, nuw> : i64
      %224 = llvm.getelementptr inbounds|nuw %10[%223] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %225 = llvm.load %224 : !llvm.ptr<3> -> f32
      %226 = llvm.call @__nv_fmaxf(%222, %225) : (f32, f32) -> f32
      %227 = llvm.add %34, %55 overflow<nsw, nuw> : i64
      %228 = llvm.getelementptr inbounds|nuw %10[%227] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %229 = llvm.load %228 : !llvm.ptr<3> -> f32
      %230 = llvm.call @__nv_fmaxf(%226, %229) : (f32, f32) -> f32
      %231 = llvm.add %35, %55 overflow<nsw, nuw> : i64
      %232 = llvm.getelementptr inbounds|nuw %10[%231] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %233 = llvm.load %232 : !llvm.ptr<3> -> f32
      %234 = llvm.call @__nv_fmaxf(%230, %233) : (f32, f32) -> f32
      %235 = llvm.add %36, %55 overflow<nsw, nuw> : i64
      %236 = llvm.getelementptr inbounds|nuw %10[%235] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %237 = llvm.load %236 : !llvm.ptr<3> -> f32
      %238 = llvm.call @__nv_fmaxf(%234, %237) : (f32, f32) -> f32
      %239 = llvm.add %37, %55 overflow<nsw, nuw> : i64
      %240 = llvm.getelementptr inbounds|nuw %10[%239] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %241 = llvm.load %240 : !llvm.ptr<3> -> f32
      %242 = llvm.call @__nv_fmaxf(%238, %241) : (f32, f32) -> f32
      %243 = llvm.add %38, %55 overflow<nsw, nuw> : i64
      %244 = llvm.getelementptr inbounds|nuw %10[%243] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %245 = llvm.load %244 : !llvm.ptr<3> -> f32
      %246 = llvm.call @__nv_fmaxf(%242, %245) : (f32, f32) -> f32
      %247 = llvm.add %39, %55 overflow<nsw, nuw> : i64
      %248 = llvm.getelementptr inbounds|nuw %10[%247] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %249 = llvm.load %248 : !llvm.ptr<3> -> f32
      %250 = llvm.call @__nv_fmaxf(%246, %249) : (f32, f32) -> f32
      %251 = llvm.add %40, %55 overflow<nsw, nuw> : i64
      %252 = llvm.getelementptr inbounds|nuw %10[%251] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %253 = llvm.load %252 : !llvm.ptr<3> -> f32
      %254 = llvm.call @__nv_fmaxf(%250, %253) : (f32, f32) -> f32
      %255 = llvm.add %41, %55 overflow<nsw, nuw> : i64
      %256 = llvm.getelementptr inbounds|nuw %10[%255] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %257 = llvm.load %256 : !llvm.ptr<3> -> f32
      %258 = llvm.call @__nv_fmaxf(%254, %257) : (f32, f32) -> f32
      %259 = llvm.add %42, %55 overflow<nsw, nuw> : i64
      %260 = llvm.getelementptr inbounds|nuw %10[%259] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %261 = llvm.load %260 : !llvm.ptr<3> -> f32
      %262 = llvm.call @__nv_fmaxf(%258, %261) : (f32, f32) -> f32
      %263 = llvm.add %43, %55 overflow<nsw, nuw> : i64
      %264 = llvm.getelementptr inbounds|nuw %10[%263] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %265 = llvm.load %264 : !llvm.ptr<3> -> f32
      %266 = llvm.call @__nv_fmaxf(%262, %265) : (f32, f32) -> f32
      %267 = llvm.add %44, %55 overflow<nsw, nuw> : i64
      %268 = llvm.getelementptr inbounds|nuw %10[%267] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %269 = llvm.load %268 : !llvm.ptr<3> -> f32
      %270 = llvm.call @__nv_fmaxf(%266, %269) : (f32, f32) -> f32
      %271 = llvm.add %45, %55 overflow<nsw, nuw> : i64
      %272 = llvm.getelementptr inbounds|nuw %10[%271] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %273 = llvm.load %272 : !llvm.ptr<3> -> f32
      %274 = llvm.call @__nv_fmaxf(%270, %273) : (f32, f32) -> f32
      %275 = llvm.add %46, %55 overflow<nsw, nuw> : i64
      %276 = llvm.getelementptr inbounds|nuw %10[%275] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %277 = llvm.load %276 : !llvm.ptr<3> -> f32
      %278 = llvm.call @__nv_fmaxf(%274, %277) : (f32, f32) -> f32
      %279 = llvm.add %47, %55 overflow<nsw, nuw> : i64
      %280 = llvm.getelementptr inbounds|nuw %10[%279] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %281 = llvm.load %280 : !llvm.ptr<3> -> f32
      %282 = llvm.call @__nv_fmaxf(%278, %281) : (f32, f32) -> f32
      %283 = llvm.add %48, %55 overflow<nsw, nuw> : i64
      %284 = llvm.getelementptr inbounds|nuw %10[%283] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %285 = llvm.load %284 : !llvm.ptr<3> -> f32
      %286 = llvm.call @__nv_fmaxf(%282, %285) : (f32, f32) -> f32
      %287 = llvm.add %49, %55 overflow<nsw, nuw> : i64
      %288 = llvm.getelementptr inbounds|nuw %10[%287] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %289 = llvm.load %288 : !llvm.ptr<3> -> f32
      %290 = llvm.call @__nv_fmaxf(%286, %289) : (f32, f32) -> f32
      %291 = llvm.add %50, %55 overflow<nsw, nuw> : i64
      %292 = llvm.getelementptr inbounds|nuw %10[%291] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %293 = llvm.load %292 : !llvm.ptr<3> -> f32
      %294 = llvm.call @__nv_fmaxf(%290, %293) : (f32, f32) -> f32
      %295 = llvm.add %51, %55 overflow<nsw, nuw> : i64
      %296 = llvm.getelementptr inbounds|nuw %10[%295] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %297 = llvm.load %296 : !llvm.ptr<3> -> f32
      %298 = llvm.call @__nv_fmaxf(%294, %297) : (f32, f32) -> f32
      %299 = llvm.add %52, %55 overflow<nsw, nuw> : i64
      %300 = llvm.getelementptr inbounds|nuw %10[%299] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %301 = llvm.load %300 : !llvm.ptr<3> -> f32
      %302 = llvm.call @__nv_fmaxf(%298, %301) : (f32, f32) -> f32
      llvm.store %302, %69 : f32, !llvm.ptr
      %303 = llvm.load %71 : !llvm.ptr -> f32
      %304 = llvm.load %68 : !llvm.ptr -> f32
      %305 = llvm.load %69 : !llvm.ptr -> f32
      %306 = llvm.call @__nv_fmaxf(%303, %305) : (f32, f32) -> f32
      %307 = llvm.fmul %304, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %308 = llvm.fmul %306, %16 : f32
      %309 = llvm.fsub %307, %308 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %310 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%309) : (f32) -> f32
      llvm.store %310, %68 : f32, !llvm.ptr
      %311 = llvm.getelementptr inbounds|nuw %68[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %312 = llvm.load %311 : !llvm.ptr -> f32
      %313 = llvm.load %69 : !llvm.ptr -> f32
      %314 = llvm.call @__nv_fmaxf(%303, %313) : (f32, f32) -> f32
      %315 = llvm.fmul %312, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %316 = llvm.fmul %314, %16 : f32
      %317 = llvm.fsub %315, %316 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %318 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%317) : (f32) -> f32
      %319 = llvm.getelementptr inbounds|nuw %68[1] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %318, %319 : f32, !llvm.ptr
      %320 = llvm.getelementptr inbounds|nuw %68[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %321 = llvm.load %320 : !llvm.ptr -> f32
      %322 = llvm.load %69 : !llvm.ptr -> f32
      %323 = llvm.call @__nv_fmaxf(%303, %322) : (f32, f32) -> f32
      %324 = llvm.fmul %321, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %325 = llvm.fmul %323, %16 : f32
      %326 = llvm.fsub %324, %325 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %327 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%326) : (f32) -> f32
      %328 = llvm.getelementptr inbounds|nuw %68[2] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %327, %328 : f32, !llvm.ptr
      %329 = llvm.getelementptr inbounds|nuw %68[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %330 = llvm.load %329 : !llvm.ptr -> f32
      %331 = llvm.load %69 : !llvm.ptr -> f32
      %332 = llvm.call @__nv_fmaxf(%303, %331) : (f32, f32) -> f32
      %333 = llvm.fmul %330, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %334 = llvm.fmul %332, %16 : f32
      %335 = llvm.fsub %333, %334 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %336 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%335) : (f32) -> f32
      %337 = llvm.getelementptr inbounds|nuw %68[3] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %336, %337 : f32, !llvm.ptr
      %338 = llvm.getelementptr inbounds|nuw %68[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %339 = llvm.load %338 : !llvm.ptr -> f32
      %340 = llvm.load %69 : !llvm.ptr -> f32
      %341 = llvm.call @__nv_fmaxf(%303, %340) : (f32, f32) -> f32
      %342 = llvm.fmul %339, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %343 = llvm.fmul %341, %16 : f32
      %344 = llvm.fsub %342, %343 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %345 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%344) : (f32) -> f32
      %346 = llvm.getelementptr inbounds|nuw %68[4] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %345, %346 : f32, !llvm.ptr
      %347 = llvm.getelementptr inbounds|nuw %68[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %348 = llvm.load %347 : !llvm.ptr -> f32
      %349 = llvm.load %69 : !llvm.ptr -> f32
      %350 = llvm.call @__nv_fmaxf(%303, %349) : (f32, f32) -> f32
      %351 = llvm.fmul %348, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %352 = llvm.fmul %350, %16 : f32
      %353 = llvm.fsub %351, %352 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %354 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%353) : (f32) -> f32
      %355 = llvm.getelementptr inbounds|nuw %68[5] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %354, %355 : f32, !llvm.ptr
      %356 = llvm.getelementptr inbounds|nuw %68[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %357 = llvm.load %356 : !llvm.ptr -> f32
      %358 = llvm.load %69 : !llvm.ptr -> f32
      %359 = llvm.call @__nv_fmaxf(%303, %358) : (f32, f32) -> f32
      %360 = llvm.fmul %357, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %361 = llvm.fmul %359, %16 : f32
      %362 = llvm.fsub %360, %361 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %363 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%362) : (f32) -> f32
      %364 = llvm.getelementptr inbounds|nuw %68[6] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %363, %364 : f32, !llvm.ptr
      %365 = llvm.getelementptr inbounds|nuw %68[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %366 = llvm.load %365 : !llvm.ptr -> f32
      %367 = llvm.load %69 : !llvm.ptr -> f32
      %368 = llvm.call @__nv_fmaxf(%303, %367) : (f32, f32) -> f32
      %369 = llvm.fmul %366, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %370 = llvm.fmul %368, %16 : f32
      %371 = llvm.fsub %369, %370 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %372 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%371) : (f32) -> f32
      %373 = llvm.getelementptr inbounds|nuw %68[7] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %372, %373 : f32, !llvm.ptr
      %374 = llvm.load %68 : !llvm.ptr -> f32
      %375 = llvm.getelementptr inbounds|nuw %68[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %376 = llvm.load %375 : !llvm.ptr -> f32
      %377 = llvm.getelementptr inbounds|nuw %68[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %378 = llvm.load %377 : !llvm.ptr -> f32
      %379 = llvm.getelementptr inbounds|nuw %68[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %380 = llvm.load %379 : !llvm.ptr -> f32
      %381 = llvm.getelementptr inbounds|nuw %68[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %382 = llvm.load %381 : !llvm.ptr -> f32
      %383 = llvm.getelementptr inbounds|nuw %68[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %384 = llvm.load %383 : !llvm.ptr -> f32
      %385 = llvm.getelementptr inbounds|nuw %68[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %386 = llvm.load %385 : !llvm.ptr -> f32
      %387 = llvm.getelementptr inbounds|nuw %68[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %388 = llvm.load %387 : !llvm.ptr -> f32
      %389 = llvm.fadd %374, %376 : f32
      %390 = llvm.fadd %378, %380 : f32
      %391 = llvm.fadd %382, %384 : f32
      %392 = llvm.fadd %386, %388 : f32
      %393 = llvm.fadd %389, %390 : f32
      %394 = llvm.fadd %391, %392 : f32
      %395 = llvm.fadd %393, %394 : f32
      %396 = llvm.sub %24, %24 : i32
      %397 = llvm.lshr %1, %396 : i32
      %398 = llvm.sub %24, %25 : i32
      %399 = nvvm.shfl.sync  bfly %397, %395, %25, %398 : f32 -> f32
      %400 = llvm.fadd %395, %399 : f32
      %401 = llvm.sub %24, %24 : i32
      %402 = llvm.lshr %1, %401 : i32
      %403 = llvm.sub %24, %25 : i32
      %404 = nvvm.shfl.sync  bfly %402, %400, %26, %403 : f32 -> f32
      %405 = llvm.fadd %400, %404 : f32
      %406 = llvm.sub %24, %24 : i32
      %407 = llvm.lshr %1, %406 : i32
      %408 = llvm.sub %24, %25 : i32
      %409 = nvvm.shfl.sync  bfly %407, %405, %27, %408 : f32 -> f32
      %410 = llvm.fadd %405, %409 : f32
      %411 = llvm.sub %24, %24 : i32
      %412 = llvm.lshr %1, %411 : i32
      %413 = llvm.sub %24, %25 : i32
      %414 = nvvm.shfl.sync  bfly %412, %410, %28, %413 : f32 -> f32
      %415 = llvm.fadd %410, %414 : f32
      %416 = llvm.sub %24, %24 : i32
      %417 = llvm.lshr %1, %416 : i32
      %418 = llvm.sub %24, %25 : i32
      %419 = nvvm.shfl.sync  bfly %417, %415, %29, %418 : f32 -> f32
      %420 = llvm.fadd %415, %419 : f32
      %421 = llvm.getelementptr %10[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      nvvm.barrier0
      llvm.cond_br %173, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %422 = llvm.add %61, %55 overflow<nsw, nuw> : i64
      %423 = llvm.getelementptr inbounds|nuw %421[%422] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %420, %423 : f32, !llvm.ptr<3>
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      nvvm.barrier0
      %424 = llvm.add %55, %55 overflow<nsw, nuw> : i64
      %425 = llvm.getelementptr inbounds|nuw %421[%424] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %426 = llvm.load %425 : !llvm.ptr<3> -> f32
      %427 = llvm.add %53, %55 overflow<nsw, nuw> : i64
      %428 = llvm.getelementptr inbounds|nuw %421[%427] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %429 = llvm.load %428 : !llvm.ptr<3> -> f32
      %430 = llvm.fadd %426, %429 : f32
      %431 = llvm.add %18, %55 overflow<nsw, nuw> : i64
      %432 = llvm.getelementptr inbounds|nuw %421[%431] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %433 = llvm.load %432 : !llvm.ptr<3> -> f32
      %434 = llvm.fadd %430, %433 : f32
      %435 = llvm.add %19, %55 overflow<nsw, nuw> : i64
      %436 = llvm.getelementptr inbounds|nuw %421[%435] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %437 = llvm.load %436 : !llvm.ptr<3> -> f32
      %438 = llvm.fadd %434, %437 : f32
      %439 = llvm.add %20, %55 overflow<nsw, nuw> : i64
      %440 = llvm.getelementptr inbounds|nuw %421[%439] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %441 = llvm.load %440 : !llvm.ptr<3> -> f32
      %442 = llvm.fadd %438, %441 : f32
      %443 = llvm.add %21, %55 overflow<nsw, nuw> : i64
      %444 = llvm.getelementptr inbounds|nuw %421[%443] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %445 = llvm.load %444 : !llvm.ptr<3> -> f32
      %446 = llvm.fadd %442, %445 : f32
      %447 = llvm.add %22, %55 overflow<nsw, nuw> : i64
      %448 = llvm.getelementptr inbounds|nuw %421[%447] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %449 = llvm.load %448 : !llvm.ptr<3> -> f32
      %450 = llvm.fadd %446, %449 : f32
      %451 = llvm.add %23, %55 overflow<nsw, nuw> : i64
      %452 = llvm.getelementptr inbounds|nuw %421[%451] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %453 = llvm.load %452 : !llvm.ptr<3> -> f32
      %454 = llvm.fadd %450, %453 : f32
      %455 = llvm.add %12, %55 overflow<nsw, nuw> : i64
      %456 = llvm.getelementptr inbounds|nuw %421[%455] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %457 = llvm.load %456 : !llvm.ptr<3> -> f32
      %458 = llvm.fadd %454, %457 : f32
      %459 = llvm.add %30, %55 overflow<nsw, nuw> : i64
      %460 = llvm.getelementptr inbounds|nuw %421[%459] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %461 = llvm.load %460 : !llvm.ptr<3> -> f32
      %462 = llvm.fadd %458, %461 : f32
      %463 = llvm.add %31, %55 overflow<nsw, nuw> : i64
      %464 = llvm.getelementptr inbounds|nuw %421[%463] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %465 = llvm.load %464 : !llvm.ptr<3> -> f32
      %466 = llvm.fadd %462, %465 : f32
      %467 = llvm.add %32, %55 overflow<nsw, nuw> : i64
      %468 = llvm.getelementptr inbounds|nuw %421[%467] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %469 = llvm.load %468 : !llvm.ptr<3> -> f32
      %470 = llvm.fadd %466, %469 : f32
      %471 = llvm.add %33, %55 overflow<nsw, nuw> : i64
      %472 = llvm.getelementptr inbounds|nuw %421[%471] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %473 = llvm.load %472 : !llvm.ptr<3> -> f32
      %474 = llvm.fadd %470, %473 : f32
      %475 = llvm.add %34, %55 overflow<nsw, nuw> : i64
      %476 = llvm.getelementptr inbounds|nuw %421[%475] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %477 = llvm.load %476 : !llvm.ptr<3> -> f32
      %478 = llvm.fadd %474, %477 : f32
      %479 = llvm.add %35, %55 overflow<nsw, nuw> : i64
      %480 = llvm.getelementptr inbounds|nuw %421[%479] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %481 = llvm.load %480 : !llvm.ptr<3> -> f32
      %482 = llvm.fadd %478, %481 : f32
      %483 = llvm.add %36, %55 overflow<nsw, nuw> : i64
      %484 = llvm.getelementptr inbounds|nuw %421[%483] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %485 = llvm.load %484 : !llvm.ptr<3> -> f32
      %486 = llvm.fadd %482, %485 : f32
      %487 = llvm.add %37, %55 overflow<nsw, nuw> : i64
      %488 = llvm.getelementptr inbounds|nuw %421[%487] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %489 = llvm.load %488 : !llvm.ptr<3> -> f32
      %490 = llvm.fadd %486, %489 : f32
      %491 = llvm.add %38, %55 overflow<nsw, nuw> : i64
      %492 = llvm.getelementptr inbounds|nuw %421[%491] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %493 = llvm.load %492 : !llvm.ptr<3> -> f32
      %494 = llvm.fadd %490, %493 : f32
      %495 = llvm.add %39, %55 overflow<nsw, nuw> : i64
      %496 = llvm.getelementptr inbounds|nuw %421[%495] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %497 = llvm.load %496 : !llvm.ptr<3> -> f32
      %498 = llvm.fadd %494, %497 : f32
      %499 = llvm.add %40, %55 overflow<nsw, nuw> : i64
      %500 = llvm.getelementptr inbounds|nuw %421[%499] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %501 = llvm.load %500 : !llvm.ptr<3> -> f32
      %502 = llvm.fadd %498, %501 : f32
      %503 = llvm.add %41, %55 overflow<nsw, nuw> : i64
      %504 = llvm.getelementptr inbounds|nuw %421[%503] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %505 = llvm.load %504 : !llvm.ptr<3> -> f32
      %506 = llvm.fadd %502, %505 : f32
      %507 = llvm.add %42, %55 overflow<nsw, nuw> : i64
      %508 = llvm.getelementptr inbounds|nuw %421[%507] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %509 = llvm.load %508 : !llvm.ptr<3> -> f32
      %510 = llvm.fadd %506, %509 : f32
      %511 = llvm.add %43, %55 overflow<nsw, nuw> : i64
      %512 = llvm.getelementptr inbounds|nuw %421[%511] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %513 = llvm.load %512 : !llvm.ptr<3> -> f32
      %514 = llvm.fadd %510, %513 : f32
      %515 = llvm.add %44, %55 overflow<nsw, nuw> : i64
      %516 = llvm.getelementptr inbounds|nuw %421[%515] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %517 = llvm.load %516 : !llvm.ptr<3> -> f32
      %518 = llvm.fadd %514, %517 : f32
      %519 = llvm.add %45, %55 overflow<nsw, nuw> : i64
      %520 = llvm.getelementptr inbounds|nuw %421[%519] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %521 = llvm.load %520 : !llvm.ptr<3> -> f32
      %522 = llvm.fadd %518, %521 : f32
      %523 = llvm.add %46, %55 overflow<nsw, nuw> : i64
      %524 = llvm.getelementptr inbounds|nuw %421[%523] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %525 = llvm.load %524 : !llvm.ptr<3> -> f32
      %526 = llvm.fadd %522, %525 : f32
      %527 = llvm.add %47, %55 overflow<nsw, nuw> : i64
      %528 = llvm.getelementptr inbounds|nuw %421[%527] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %529 = llvm.load %528 : !llvm.ptr<3> -> f32
      %530 = llvm.fadd %526, %529 : f32
      %531 = llvm.add %48, %55 overflow<nsw, nuw> : i64
      %532 = llvm.getelementptr inbounds|nuw %421[%531] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %533 = llvm.load %532 : !llvm.ptr<3> -> f32
      %534 = llvm.fadd %530, %533 : f32
      %535 = llvm.add %49, %55 overflow<nsw, nuw> : i64
      %536 = llvm.getelementptr inbounds|nuw %421[%535] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %537 = llvm.load %536 : !llvm.ptr<3> -> f32
      %538 = llvm.fadd %534, %537 : f32
      %539 = llvm.add %50, %55 overflow<nsw, nuw> : i64
      %540 = llvm.getelementptr inbounds|nuw %421[%539] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %541 = llvm.load %540 : !llvm.ptr<3> -> f32
      %542 = llvm.fadd %538, %541 : f32
      %543 = llvm.add %51, %55 overflow<nsw, nuw> : i64
      %544 = llvm.getelementptr inbounds|nuw %421[%543] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %545 = llvm.load %544 : !llvm.ptr<3> -> f32
      %546 = llvm.fadd %542, %545 : f32
      %547 = llvm.add %52, %55 overflow<nsw, nuw> : i64
      %548 = llvm.getelementptr inbounds|nuw %421[%547] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %549 = llvm.load %548 : !llvm.ptr<3> -> f32
      %550 = llvm.fadd %546, %549 : f32
      llvm.store %550, %70 : f32, !llvm.ptr
      %551 = llvm.load %69 : !llvm.ptr -> f32
      %552 = llvm.load %70 : !llvm.ptr -> f32
      %553 = llvm.load %72 : !llvm.ptr -> f32
      %554 = llvm.call @__nv_fmaxf(%303, %551) : (f32, f32) -> f32
      %555 = llvm.fsub %303, %554 : f32
      %556 = llvm.fmul %555, %16 : f32
      %557 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%556) : (f32) -> f32
      %558 = llvm.fmul %553, %557 : f32
      %559 = llvm.fadd %558, %552 : f32
      llvm.store %559, %72 : f32, !llvm.ptr
      llvm.store %554, %71 : f32, !llvm.ptr
      %560 = llvm.add %73, %53 : i64
      llvm.br ^bb1(%560 : i64)
    ^bb7:  // pred: ^bb1
      %561 = llvm.load %71 : !llvm.ptr -> f32
      %562 = llvm.load %72 : !llvm.ptr -> f32
      %563 = llvm.fdiv %17, %562 {fastmathFlags = #llvm.fastmath<afn>} : f32
      llvm.br ^bb8(%55 : i64)
    ^bb8(%564: i64):  // 2 preds: ^bb7, ^bb9
      %565 = llvm.icmp "slt" %564, %12 : i64
      llvm.cond_br %565, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %566 = llvm.mul %564, %15 : i64
      %567 = llvm.add %566, %64 : i64
      %568 = llvm.mul %66, %54 : i64
      %569 = llvm.add %568, %567 : i64
      %570 = llvm.getelementptr %arg0[%569] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %571 = llvm.load %570 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      %572 = llvm.extractelement %571[%9 : i64] : vector<8xf16>
      llvm.store %572, %67 : f16, !llvm.ptr
      %573 = llvm.extractelement %571[%8 : i64] : vector<8xf16>
      %574 = llvm.getelementptr inbounds|nuw %67[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %573, %574 : f16, !llvm.ptr
      %575 = llvm.extractelement %571[%7 : i64] : vector<8xf16>
      %576 = llvm.getelementptr inbounds|nuw %67[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %575, %576 : f16, !llvm.ptr
      %577 = llvm.extractelement %571[%6 : i64] : vector<8xf16>
      %578 = llvm.getelementptr inbounds|nuw %67[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %577, %578 : f16, !llvm.ptr
      %579 = llvm.extractelement %571[%5 : i64] : vector<8xf16>
      %580 = llvm.getelementptr inbounds|nuw %67[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %579, %580 : f16, !llvm.ptr
      %581 = llvm.extractelement %571[%4 : i64] : vector<8xf16>
      %582 = llvm.getelementptr inbounds|nuw %67[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %581, %582 : f16, !llvm.ptr
      %583 = llvm.extractelement %571[%3 : i64] : vector<8xf16>
      %584 = llvm.getelementptr inbounds|nuw %67[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %583, %584 : f16, !llvm.ptr
      %585 = llvm.extractelement %571[%2 : i64] : vector<8xf16>
      %586 = llvm.getelementptr inbounds|nuw %67[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %585, %586 : f16, !llvm.ptr
      %587 = llvm.load %67 : !llvm.ptr -> f16
      %588 = llvm.fpext %587 : f16 to f32
      %589 = llvm.fmul %588, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %590 = llvm.fmul %561, %16 : f32
      %591 = llvm.fsub %589, %590 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %592 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%591) : (f32) -> f32
      %593 = llvm.fmul %592, %563 : f32
      %594 = llvm.fptrunc %593 : f32 to f16
      llvm.store %594, %67 : f16, !llvm.ptr
      %595 = llvm.getelementptr inbounds|nuw %67[1] : (!llvm.ptr) -> !llvm.ptr, f16
      %596 = llvm.load %595 : !llvm.ptr -> f16
      %597 = llvm.fpext %596 : f16 to f32
      %598 = llvm.fmul %597, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %599 = llvm.fsub %598, %590 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %600 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%599) : (f32) -> f32
      %601 = llvm.fmul %600, %563 : f32
      %602 = llvm.fptrunc %601 : f32 to f16
      %603 = llvm.getelementptr inbounds|nuw %67[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %602, %603 : f16, !llvm.ptr
      %604 = llvm.getelementptr inbounds|nuw %67[2] : (!llvm.ptr) -> !llvm.ptr, f16
      %605 = llvm.load %604 : !llvm.ptr -> f16
      %606 = llvm.fpext %605 : f16 to f32
      %607 = llvm.fmul %606, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %608 = llvm.fsub %607, %590 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %609 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%608) : (f32) -> f32
      %610 = llvm.fmul %609, %563 : f32
      %611 = llvm.fptrunc %610 : f32 to f16
      %612 = llvm.getelementptr inbounds|nuw %67[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %611, %612 : f16, !llvm.ptr
      %613 = llvm.getelementptr inbounds|nuw %67[3] : (!llvm.ptr) -> !llvm.ptr, f16
      %614 = llvm.load %613 : !llvm.ptr -> f16
      %615 = llvm.fpext %614 : f16 to f32
      %616 = llvm.fmul %615, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %617 = llvm.fsub %616, %590 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %618 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%617) : (f32) -> f32
      %619 = llvm.fmul %618, %563 : f32
      %620 = llvm.fptrunc %619 : f32 to f16
      %621 = llvm.getelementptr inbounds|nuw %67[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %620, %621 : f16, !llvm.ptr
      %622 = llvm.getelementptr inbounds|nuw %67[4] : (!llvm.ptr) -> !llvm.ptr, f16
      %623 = llvm.load %622 : !llvm.ptr -> f16
      %624 = llvm.fpext %623 : f16 to f32
      %625 = llvm.fmul %624, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %626 = llvm.fsub %625, %590 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %627 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%626) : (f32) -> f32
      %628 = llvm.fmul %627, %563 : f32
      %629 = llvm.fptrunc %628 : f32 to f16
      %630 = llvm.getelementptr inbounds|nuw %67[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %629, %630 : f16, !llvm.ptr
      %631 = llvm.getelementptr inbounds|nuw %67[5] : (!llvm.ptr) -> !llvm.ptr, f16
      %632 = llvm.load %631 : !llvm.ptr -> f16
      %633 = llvm.fpext %632 : f16 to f32
      %634 = llvm.fmul %633, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %635 = llvm.fsub %634, %590 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %636 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%635) : (f32) -> f32
      %637 = llvm.fmul %636, %563 : f32
      %638 = llvm.fptrunc %637 : f32 to f16
      %639 = llvm.getelementptr inbounds|nuw %67[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %638, %639 : f16, !llvm.ptr
      %640 = llvm.getelementptr inbounds|nuw %67[6] : (!llvm.ptr) -> !llvm.ptr, f16
      %641 = llvm.load %640 : !llvm.ptr -> f16
      %642 = llvm.fpext %641 : f16 to f32
      %643 = llvm.fmul %642, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %644 = llvm.fsub %643, %590 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %645 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%644) : (f32) -> f32
      %646 = llvm.fmul %645, %563 : f32
      %647 = llvm.fptrunc %646 : f32 to f16
      %648 = llvm.getelementptr inbounds|nuw %67[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %647, %648 : f16, !llvm.ptr
      %649 = llvm.getelementptr inbounds|nuw %67[7] : (!llvm.ptr) -> !llvm.ptr, f16
      %650 = llvm.load %649 : !llvm.ptr -> f16
      %651 = llvm.fpext %650 : f16 to f32
      %652 = llvm.fmul %651, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %653 = llvm.fsub %652, %590 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %654 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%653) : (f32) -> f32
      %655 = llvm.fmul %654, %563 : f32
      %656 = llvm.fptrunc %655 : f32 to f16
      %657 = llvm.getelementptr inbounds|nuw %67[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %656, %657 : f16, !llvm.ptr
      %658 = llvm.load %67 : !llvm.ptr -> f16
      %659 = llvm.getelementptr inbounds|nuw %67[1] : (!llvm.ptr) -> !llvm.ptr, f16
      %660 = llvm.load %659 : !llvm.ptr -> f16
      %661 = llvm.getelementptr inbounds|nuw %67[2] : (!llvm.ptr) -> !llvm.ptr, f16
      %662 = llvm.load %661 : !llvm.ptr -> f16
      %663 = llvm.getelementptr inbounds|nuw %67[3] : (!llvm.ptr) -> !llvm.ptr, f16
      %664 = llvm.load %663 : !llvm.ptr -> f16
      %665 = llvm.getelementptr inbounds|nuw %67[4] : (!llvm.ptr) -> !llvm.ptr, f16
      %666 = llvm.load %665 : !llvm.ptr -> f16
      %667 = llvm.getelementptr inbounds|nuw %67[5] : (!llvm.ptr) -> !llvm.ptr, f16
      %668 = llvm.load %667 : !llvm.ptr -> f16
      %669 = llvm.getelementptr inbounds|nuw %67[6] : (!llvm.ptr) -> !llvm.ptr, f16
      %670 = llvm.load %669 : !llvm.ptr -> f16
      %671 = llvm.getelementptr inbounds|nuw %67[7] : (!llvm.ptr) -> !llvm.ptr, f16
      %672 = llvm.load %671 : !llvm.ptr -> f16
      %673 = llvm.insertelement %658, %0[%9 : i64] : vector<8xf16>
      %674 = llvm.insertelement %660, %673[%8 : i64] : vector<8xf16>
      %675 = llvm.insertelement %662, %674[%7 : i64] : vector<8xf16>
      %676 = llvm.insertelement %664, %675[%6 : i64] : vector<8xf16>
      %677 = llvm.insertelement %666, %676[%5 : i64] : vector<8xf16>
      %678 = llvm.insertelement %668, %677[%4 : i64] : vector<8xf16>
      %679 = llvm.insertelement %670, %678[%3 : i64] : vector<8xf16>
      %680 = llvm.insertelement %672, %679[%2 : i64] : vector<8xf16>
      %681 = llvm.mul %66, %54 : i64
      %682 = llvm.add %681, %567 : i64
      %683 = llvm.getelementptr %arg1[%682] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %680, %683 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      %684 = llvm.add %564, %53 : i64
      llvm.br ^bb8(%684 : i64)
    ^bb10:  // pred: ^bb8
      llvm.return
    }
  }
}


