// -----// IR Dump After CSE (cse) ('gpu.module' operation: @softmax_online_f16_kernels) //----- //
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
      %98 = llvm.load %83 : !llvm.ptr -> f16
      %99 = llvm.fpext %98 : f16 to f32
      %100 = llvm.getelementptr inbounds|nuw %68[1] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %99, %100 : f32, !llvm.ptr
      %101 = llvm.load %85 : !llvm.ptr -> f16
      %102 = llvm.fpext %101 : f16 to f32
      %103 = llvm.getelementptr inbounds|nuw %68[2] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %102, %103 : f32, !llvm.ptr
      %104 = llvm.load %87 : !llvm.ptr -> f16
      %105 = llvm.fpext %104 : f16 to f32
      %106 = llvm.getelementptr inbounds|nuw %68[3] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %105, %106 : f32, !llvm.ptr
      %107 = llvm.load %89 : !llvm.ptr -> f16
      %108 = llvm.fpext %107 : f16 to f32
      %109 = llvm.getelementptr inbounds|nuw %68[4] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %108, %109 : f32, !llvm.ptr
      %110 = llvm.load %91 : !llvm.ptr -> f16
      %111 = llvm.fpext %110 : f16 to f32
      %112 = llvm.getelementptr inbounds|nuw %68[5] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %111, %112 : f32, !llvm.ptr
      %113 = llvm.load %93 : !llvm.ptr -> f16
      %114 = llvm.fpext %113 : f16 to f32
      %115 = llvm.getelementptr inbounds|nuw %68[6] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %114, %115 : f32, !llvm.ptr
      %116 = llvm.load %95 : !llvm.ptr -> f16
      %117 = llvm.fpext %116 : f16 to f32
      %118 = llvm.getelementptr inbounds|nuw %68[7] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %117, %118 : f32, !llvm.ptr
      %119 = llvm.load %68 : !llvm.ptr -> f32
      %120 = llvm.load %100 : !llvm.ptr -> f32
      %121 = llvm.load %103 : !llvm.ptr -> f32
      %122 = llvm.load %106 : !llvm.ptr -> f32
      %123 = llvm.load %109 : !llvm.ptr -> f32
      %124 = llvm.load %112 : !llvm.ptr -> f32
      %125 = llvm.load %115 : !llvm.ptr -> f32
      %126 = llvm.load %118 : !llvm.ptr -> f32
      %127 = llvm.call @__nv_fmaxf(%119, %120) : (f32, f32) -> f32
      %128 = llvm.call @__nv_fmaxf(%121, %122) : (f32, f32) -> f32
      %129 = llvm.call @__nv_fmaxf(%123, %124) : (f32, f32) -> f32
      %130 = llvm.call @__nv_fmaxf(%125, %126) : (f32, f32) -> f32
      %131 = llvm.call @__nv_fmaxf(%127, %128) : (f32, f32) -> f32
      %132 = llvm.call @__nv_fmaxf(%129, %130) : (f32, f32) -> f32
      %133 = llvm.call @__nv_fmaxf(%131, %132) : (f32, f32) -> f32
      %134 = llvm.sub %24, %24 : i32
      %135 = llvm.lshr %1, %134 : i32
      %136 = llvm.sub %24, %25 : i32
      %137 = nvvm.shfl.sync  bfly %135, %133, %25, %136 : f32 -> f32
      %138 = llvm.call @__nv_fmaxf(%133, %137) : (f32, f32) -> f32
      %139 = nvvm.shfl.sync  bfly %135, %138, %26, %136 : f32 -> f32
      %140 = llvm.call @__nv_fmaxf(%138, %139) : (f32, f32) -> f32
      %141 = nvvm.shfl.sync  bfly %135, %140, %27, %136 : f32 -> f32
      %142 = llvm.call @__nv_fmaxf(%140, %141) : (f32, f32) -> f32
      %143 = nvvm.shfl.sync  bfly %135, %142, %28, %136 : f32 -> f32
      %144 = llvm.call @__nv_fmaxf(%142, %143) : (f32, f32) -> f32
      %145 = nvvm.shfl.sync  bfly %135, %144, %29, %136 : f32 -> f32
      %146 = llvm.call @__nv_fmaxf(%144, %145) : (f32, f32) -> f32
      nvvm.barrier0
      %147 = llvm.icmp "eq" %60, %55 : i64
      llvm.cond_br %147, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %148 = llvm.add %61, %55 overflow<nsw, nuw> : i64
      %149 = llvm.getelementptr inbounds|nuw %10[%148] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %146, %149 : f32, !llvm.ptr<3>
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      nvvm.barrier0
      %150 = llvm.add %55, %55 overflow<nsw, nuw> : i64
      %151 = llvm.getelementptr inbounds|nuw %10[%150] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %152 = llvm.load %151 : !llvm.ptr<3> -> f32
      %153 = llvm.add %53, %55 overflow<nsw, nuw> : i64
      %154 = llvm.getelementptr inbounds|nuw %10[%153] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %155 = llvm.load %154 : !llvm.ptr<3> -> f32
      %156 = llvm.call @__nv_fmaxf(%152, %155) : (f32, f32) -> f32
      %157 = llvm.add %18, %55 overflow<nsw, nuw> : i64
      %158 = llvm.getelementptr inbounds|nuw %10[%157] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %159 = llvm.load %158 : !llvm.ptr<3> -> f32
      %160 = llvm.call @__nv_fmaxf(%156, %159) : (f32, f32) -> f32
      %161 = llvm.add %19, %55 overflow<nsw, nuw> : i64
      %162 = llvm.getelementptr inbounds|nuw %10[%161] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %163 = llvm.load %162 : !llvm.ptr<3> -> f32
      %164 = llvm.call @__nv_fmaxf(%160, %163) : (f32, f32) -> f32
      %165 = llvm.add %20, %55 overflow<nsw, nuw> : i64
      %166 = llvm.getelementptr inbounds|nuw %10[%165] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %167 = llvm.load %166 : !llvm.ptr<3> -> f32
      %168 = llvm.call @__nv_fmaxf(%164, %167) : (f32, f32) -> f32
      %169 = llvm.add %21, %55 overflow<nsw, nuw> : i64
      %170 = llvm.getelementptr inbounds|nuw %10[%169] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %171 = llvm.load %170 : !llvm.ptr<3> -> f32
      %172 = llvm.call @__nv_fmaxf(%168, %171) : (f32, f32) -> f32
      %173 = llvm.add %22, %55 overflow<nsw, nuw> : i64
      %174 = llvm.getelementptr inbounds|nuw %10[%173] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %175 = llvm.load %174 : !llvm.ptr<3> -> f32
      %176 = llvm.call @__nv_fmaxf(%172, %175) : (f32, f32) -> f32
      %177 = llvm.add %23, %55 overflow<nsw, nuw> : i64
      %178 = llvm.getelementptr inbounds|nuw %10[%177] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %179 = llvm.load %178 : !llvm.ptr<3> -> f32
      %180 = llvm.call @__nv_fmaxf(%176, %179) : (f32, f32) -> f32
      %181 = llvm.add %12, %55 overflow<nsw, nuw> : i64
      %182 = llvm.getelementptr inbounds|nuw %10[%181] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %183 = llvm.load %182 : !llvm.ptr<3> -> f32
      %184 = llvm.call @__nv_fmaxf(%180, %183) : (f32, f32) -> f32
      %185 = llvm.add %30, %55 overflow<nsw, nuw> : i64
      %186 = llvm.getelementptr inbounds|nuw %10[%185] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %187 = llvm.load %186 : !llvm.ptr<3> -> f32
      %188 = llvm.call @__nv_fmaxf(%184, %187) : (f32, f32) -> f32
      %189 = llvm.add %31, %55 overflow<nsw, nuw> : i64
      %190 = llvm.getelementptr inbounds|nuw %10[%189] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %191 = llvm.load %190 : !llvm.ptr<3> -> f32
      %192 = llvm.call @__nv_fmaxf(%188, %191) : (f32, f32) -> f32
      %193 = llvm.add %32, %55 overflow<nsw, nuw> : i64
      %194 = llvm.getelementptr inbounds|nuw %10[%193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %195 = llvm.load %194 : !llvm.ptr<3> -> f32
      %196 = llvm.call @__nv_fmaxf(%192, %195) : (f32, f32) -> f32
      %197 = llvm.add %33, %55 overflow<nsw, nuw> : i64
      %198 = llvm.getelementptr inbounds|nuw %10[%197] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %199 = llvm.load %198 : !llvm.ptr<3> -> f32
      %200 = llvm.call @__nv_fmaxf(%196, %199) : (f32, f32) -> f32
      %201 = llvm.add %34, %55 overflow<nsw, nuw> : i64
      %202 = llvm.getelementptr inbounds|nuw %10[%201] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %203 = llvm.load %202 : !llvm.ptr<3> -> f32
      %204 = llvm.call @__nv_fmaxf(%200, %203) : (f32, f32) -> f32
      %205 = llvm.add %35, %55 overflow<nsw, nuw> : i64
      %206 = llvm.getelementptr inbounds|nuw %10[%205] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %207 = llvm.load %206 : !llvm.ptr<3> -> f32
      %208 = llvm.call @__nv_fmaxf(%204, %207) : (f32, f32) -> f32
      %209 = llvm.add %36, %55 overflow<nsw, nuw> : i64
      %210 = llvm.getelementptr inbounds|nuw %10[%209] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %211 = llvm.load %210 : !llvm.ptr<3> -> f32
      %212 = llvm.call @__nv_fmaxf(%208, %211) : (f32, f32) -> f32
      %213 = llvm.add %37, %55 overflow<nsw, nuw> : i64
      %214 = llvm.getelementptr inbounds|nuw %10[%213] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %215 = llvm.load %214 : !llvm.ptr<3> -> f32
      %216 = llvm.call @__nv_fmaxf(%212, %215) : (f32, f32) -> f32
      %217 = llvm.add %38, %55 overflow<nsw, nuw> : i64
      %218 = llvm.getelementptr inbounds|nuw %10[%217] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %219 = llvm.load %218 : !llvm.ptr<3> -> f32
      %220 = llvm.call @__nv_fmaxf(%216, %219) : (f32, f32) -> f32
      %221 = llvm.add %39, %55 overflow<nsw, nuw> : i64
      %222 = llvm.getelementptr inbounds|nuw %10[%221] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %223 = llvm.load %222 : !llvm.ptr<3> -> f32
      %224 = llvm.call @__nv_fmaxf(%220, %223) : (f32, f32) -> f32
      %225 = llvm.add %40, %55 overflow<nsw, nuw> : i64
      %226 = llvm.getelementptr inbounds|nuw %10[%225] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %227 = llvm.load %226 : !llvm.ptr<3> -> f32
      %228 = llvm.call @__nv_fmaxf(%224, %227) : (f32, f32) -> f32
      %229 = llvm.add %41, %55 overflow<nsw, nuw> : i64
      %230 = llvm.getelementptr inbounds|nuw %10[%229] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %231 = llvm.load %230 : !llvm.ptr<3> -> f32
      %232 = llvm.call @__nv_fmaxf(%228, %231) : (f32, f32) -> f32
      %233 = llvm.add %42, %55 overflow<nsw, nuw> : i64
      %234 = llvm.getelementptr inbounds|nuw %10[%233] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %235 = llvm.load %234 : !llvm.ptr<3> -> f32
      %236 = llvm.call @__nv_fmaxf(%232, %235) : (f32, f32) -> f32
      %237 = llvm.add %43, %55 overflow<nsw, nuw> : i64
      %238 = llvm.getelementptr inbounds|nuw %10[%237] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %239 = llvm.load %238 : !llvm.ptr<3> -> f32
      %240 = llvm.call @__nv_fmaxf(%236, %239) : (f32, f32) -> f32
      %241 = llvm.add %44, %55 overflow<nsw, nuw> : i64
      %242 = llvm.getelementptr inbounds|nuw %10[%241] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %243 = llvm.load %242 : !llvm.ptr<3> -> f32
      %244 = llvm.call @__nv_fmaxf(%240, %243) : (f32, f32) -> f32
      %245 = llvm.add %45, %55 overflow<nsw, nuw> : i64
      %246 = llvm.getelementptr inbounds|nuw %10[%245] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %247 = llvm.load %246 : !llvm.ptr<3> -> f32
      %248 = llvm.call @__nv_fmaxf(%244, %247) : (f32, f32) -> f32
      %249 = llvm.add %46, %55 overflow<nsw, nuw> : i64
      %250 = llvm.getelementptr inbounds|nuw %10[%249] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %251 = llvm.load %250 : !llvm.ptr<3> -> f32
      %252 = llvm.call @__nv_fmaxf(%248, %251) : (f32, f32) -> f32
      %253 = llvm.add %47, %55 overflow<nsw, nuw> : i64
      %254 = llvm.getelementptr inbounds|nuw %10[%253] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %255 = llvm.load %254 : !llvm.ptr<3> -> f32
      %256 = llvm.call @__nv_fmaxf(%252, %255) : (f32, f32) -> f32
      %257 = llvm.add %48, %55 overflow<nsw, nuw> : i64
      %258 = llvm.getelementptr inbounds|nuw %10[%257] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %259 = llvm.load %258 : !llvm.ptr<3> -> f32
      %260 = llvm.call @__nv_fmaxf(%256, %259) : (f32, f32) -> f32
      %261 = llvm.add %49, %55 overflow<nsw, nuw> : i64
      %262 = llvm.getelementptr inbounds|nuw %10[%261] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %263 = llvm.load %262 : !llvm.ptr<3> -> f32
      %264 = llvm.call @__nv_fmaxf(%260, %263) : (f32, f32) -> f32
      %265 = llvm.add %50, %55 overflow<nsw, nuw> : i64
      %266 = llvm.getelementptr inbounds|nuw %10[%265] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %267 = llvm.load %266 : !llvm.ptr<3> -> f32
      %268 = llvm.call @__nv_fmaxf(%264, %267) : (f32, f32) -> f32
      %269 = llvm.add %51, %55 overflow<nsw, nuw> : i64
      %270 = llvm.getelementptr inbounds|nuw %10[%269] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %271 = llvm.load %270 : !llvm.ptr<3> -> f32
      %272 = llvm.call @__nv_fmaxf(%268, %271) : (f32, f32) -> f32
      %273 = llvm.add %52, %55 overflow<nsw, nuw> : i64
      %274 = llvm.getelementptr inbounds|nuw %10[%273] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %275 = llvm.load %274 : !llvm.ptr<3> -> f32
      %276 = llvm.call @__nv_fmaxf(%272, %275) : (f32, f32) -> f32
      llvm.store %276, %69 : f32, !llvm.ptr
      %277 = llvm.load %71 : !llvm.ptr -> f32
      %278 = llvm.load %68 : !llvm.ptr -> f32
      %279 = llvm.load %69 : !llvm.ptr -> f32
      %280 = llvm.call @__nv_fmaxf(%277, %279) : (f32, f32) -> f32
      %281 = llvm.fmul %278, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %282 = llvm.fmul %280, %16 : f32
      %283 = llvm.fsub %281, %282 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %284 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%283) : (f32) -> f32
      llvm.store %284, %68 : f32, !llvm.ptr
      %285 = llvm.load %100 : !llvm.ptr -> f32
      %286 = llvm.load %69 : !llvm.ptr -> f32
      %287 = llvm.call @__nv_fmaxf(%277, %286) : (f32, f32) -> f32
      %288 = llvm.fmul %285, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %289 = llvm.fmul %287, %16 : f32
      %290 = llvm.fsub %288, %289 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %291 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%290) : (f32) -> f32
      llvm.store %291, %100 : f32, !llvm.ptr
      %292 = llvm.load %103 : !llvm.ptr -> f32
      %293 = llvm.load %69 : !llvm.ptr -> f32
      %294 = llvm.call @__nv_fmaxf(%277, %293) : (f32, f32) -> f32
      %295 = llvm.fmul %292, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %296 = llvm.fmul %294, %16 : f32
      %297 = llvm.fsub %295, %296 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %298 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%297) : (f32) -> f32
      llvm.store %298, %103 : f32, !llvm.ptr
      %299 = llvm.load %106 : !llvm.ptr -> f32
      %300 = llvm.load %69 : !llvm.ptr -> f32
      %301 = llvm.call @__nv_fmaxf(%277, %300) : (f32, f32) -> f32
      %302 = llvm.fmul %299, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %303 = llvm.fmul %301, %16 : f32
      %304 = llvm.fsub %302, %303 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %305 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%304) : (f32) -> f32
      llvm.store %305, %106 : f32, !llvm.ptr
      %306 = llvm.load %109 : !llvm.ptr -> f32
      %307 = llvm.load %69 : !llvm.ptr -> f32
      %308 = llvm.call @__nv_fmaxf(%277, %307) : (f32, f32) -> f32
      %309 = llvm.fmul %306, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %310 = llvm.fmul %308, %16 : f32
      %311 = llvm.fsub %309, %310 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %312 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%311) : (f32) -> f32
      llvm.store %312, %109 : f32, !llvm.ptr
      %313 = llvm.load %112 : !llvm.ptr -> f32
      %314 = llvm.load %69 : !llvm.ptr -> f32
      %315 = llvm.call @__nv_fmaxf(%277, %314) : (f32, f32) -> f32
      %316 = llvm.fmul %313, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %317 = llvm.fmul %315, %16 : f32
      %318 = llvm.fsub %316, %317 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %319 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%318) : (f32) -> f32
      llvm.store %319, %112 : f32, !llvm.ptr
      %320 = llvm.load %115 : !llvm.ptr -> f32
      %321 = llvm.load %69 : !llvm.ptr -> f32
      %322 = llvm.call @__nv_fmaxf(%277, %321) : (f32, f32) -> f32
      %323 = llvm.fmul %320, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %324 = llvm.fmul %322, %16 : f32
      %325 = llvm.fsub %323, %324 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %326 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%325) : (f32) -> f32
      llvm.store %326, %115 : f32, !llvm.ptr
      %327 = llvm.load %118 : !llvm.ptr -> f32
      %328 = llvm.load %69 : !llvm.ptr -> f32
      %329 = llvm.call @__nv_fmaxf(%277, %328) : (f32, f32) -> f32
      %330 = llvm.fmul %327, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %331 = llvm.fmul %329, %16 : f32
      %332 = llvm.fsub %330, %331 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %333 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%332) : (f32) -> f32
      llvm.store %333, %118 : f32, !llvm.ptr
      %334 = llvm.load %68 : !llvm.ptr -> f32
      %335 = llvm.load %100 : !llvm.ptr -> f32
      %336 = llvm.load %103 : !llvm.ptr -> f32
      %337 = llvm.load %106 : !llvm.ptr -> f32
      %338 = llvm.load %109 : !llvm.ptr -> f32
      %339 = llvm.load %112 : !llvm.ptr -> f32
      %340 = llvm.load %115 : !llvm.ptr -> f32
      %341 = llvm.load %118 : !llvm.ptr -> f32
      %342 = llvm.fadd %334, %335 : f32
      %343 = llvm.fadd %336, %337 : f32
      %344 = llvm.fadd %338, %339 : f32
      %345 = llvm.fadd %340, %341 : f32
      %346 = llvm.fadd %342, %343 : f32
      %347 = llvm.fadd %344, %345 : f32
      %348 = llvm.fadd %346, %347 : f32
      %349 = nvvm.shfl.sync  bfly %135, %348, %25, %136 : f32 -> f32
      %350 = llvm.fadd %348, %349 : f32
      %351 = nvvm.shfl.sync  bfly %135, %350, %26, %136 : f32 -> f32
      %352 = llvm.fadd %350, %351 : f32
      %353 = nvvm.shfl.sync  bfly %135, %352, %27, %136 : f32 -> f32
      %354 = llvm.fadd %352, %353 : f32
      %355 = nvvm.shfl.sync  bfly %135, %354, %28, %136 : f32 -> f32
      %356 = llvm.fadd %354, %355 : f32
      %357 = nvvm.shfl.sync  bfly %135, %356, %29, %136 : f32 -> f32
      %358 = llvm.fadd %356, %357 : f32
      %359 = llvm.getelementptr %10[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      nvvm.barrier0
      llvm.cond_br %147, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %360 = llvm.add %61, %55 overflow<nsw, nuw> : i64
      %361 = llvm.getelementptr inbounds|nuw %359[%360] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %358, %361 : f32, !llvm.ptr<3>
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      nvvm.barrier0
      %362 = llvm.getelementptr inbounds|nuw %359[%150] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %363 = llvm.load %362 : !llvm.ptr<3> -> f32
      %364 = llvm.getelementptr inbounds|nuw %359[%153] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %365 = llvm.load %364 : !llvm.ptr<3> -> f32
      %366 = llvm.fadd %363, %365 : f32
      %367 = llvm.getelementptr inbounds|nuw %359[%157] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %368 = llvm.load %367 : !llvm.ptr<3> -> f32
      %369 = llvm.fadd %366, %368 : f32
      %370 = llvm.getelementptr inbounds|nuw %359[%161] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %371 = llvm.load %370 : !llvm.ptr<3> -> f32
      %372 = llvm.fadd %369, %371 : f32
      %373 = llvm.getelementptr inbounds|nuw %359[%165] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %374 = llvm.load %373 : !llvm.ptr<3> -> f32
      %375 = llvm.fadd %372, %374 : f32
      %376 = llvm.getelementptr inbounds|nuw %359[%169] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %377 = llvm.load %376 : !llvm.ptr<3> -> f32
      %378 = llvm.fadd %375, %377 : f32
      %379 = llvm.getelementptr inbounds|nuw %359[%173] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %380 = llvm.load %379 : !llvm.ptr<3> -> f32
      %381 = llvm.fadd %378, %380 : f32
      %382 = llvm.getelementptr inbounds|nuw %359[%177] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %383 = llvm.load %382 : !llvm.ptr<3> -> f32
      %384 = llvm.fadd %381, %383 : f32
      %385 = llvm.getelementptr inbounds|nuw %359[%181] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %386 = llvm.load %385 : !llvm.ptr<3> -> f32
      %387 = llvm.fadd %384, %386 : f32
      %388 = llvm.getelementptr inbounds|nuw %359[%185] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %389 = llvm.load %388 : !llvm.ptr<3> -> f32
      %390 = llvm.fadd %387, %389 : f32
      %391 = llvm.getelementptr inbounds|nuw %359[%189] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %392 = llvm.load %391 : !llvm.ptr<3> -> f32
      %393 = llvm.fadd %390, %392 : f32
      %394 = llvm.getelementptr inbounds|nuw %359[%193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %395 = llvm.load %394 : !llvm.ptr<3> -> f32
      %396 = llvm.fadd %393, %395 : f32
      %397 = llvm.getelementptr inbounds|nuw %359[%197] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %398 = llvm.load %397 : !llvm.ptr<3> -> f32
      %399 = llvm.fadd %396, %398 : f32
      %400 = llvm.getelementptr inbounds|nuw %359[%201] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %401 = llvm.load %400 : !llvm.ptr<3> -> f32
      %402 = llvm.fadd %399, %401 : f32
      %403 = llvm.getelementptr inbounds|nuw %359[%205] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %404 = llvm.load %403 : !llvm.ptr<3> -> f32
      %405 = llvm.fadd %402, %404 : f32
      %406 = llvm.getelementptr inbounds|nuw %359[%209] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %407 = llvm.load %406 : !llvm.ptr<3> -> f32
      %408 = llvm.fadd %405, %407 : f32
      %409 = llvm.getelementptr inbounds|nuw %359[%213] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %410 = llvm.load %409 : !llvm.ptr<3> -> f32
      %411 = llvm.fadd %408, %410 : f32
      %412 = llvm.getelementptr inbounds|nuw %359[%217] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %413 = llvm.load %412 : !llvm.ptr<3> -> f32
      %414 = llvm.fadd %411, %413 : f32
      %415 = llvm.getelementptr inbounds|nuw %359[%221] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %416 = llvm.load %415 : !llvm.ptr<3> -> f32
      %417 = llvm.fadd %414, %416 : f32
      %418 = llvm.getelementptr inbounds|nuw %359[%225] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %419 = llvm.load %418 : !llvm.ptr<3> -> f32
      %420 = llvm.fadd %417, %419 : f32
      %421 = llvm.getelementptr inbounds|nuw %359[%229] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %422 = llvm.load %421 : !llvm.ptr<3> -> f32
      %423 = llvm.fadd %420, %422 : f32
      %424 = llvm.getelementptr inbounds|nuw %359[%233] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %425 = llvm.load %424 : !llvm.ptr<3> -> f32
      %426 = llvm.fadd %423, %425 : f32
      %427 = llvm.getelementptr inbounds|nuw %359[%237] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %428 = llvm.load %427 : !llvm.ptr<3> -> f32
      %429 = llvm.fadd %426, %428 : f32
      %430 = llvm.getelementptr inbounds|nuw %359[%241] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %431 = llvm.load %430 : !llvm.ptr<3> -> f32
      %432 = llvm.fadd %429, %431 : f32
      %433 = llvm.getelementptr inbounds|nuw %359[%245] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %434 = llvm.load %433 : !llvm.ptr<3> -> f32
      %435 = llvm.fadd %432, %434 : f32
      %436 = llvm.getelementptr inbounds|nuw %359[%249] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %437 = llvm.load %436 : !llvm.ptr<3> -> f32
      %438 = llvm.fadd %435, %437 : f32
      %439 = llvm.getelementptr inbounds|nuw %359[%253] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %440 = llvm.load %439 : !llvm.ptr<3> -> f32
      %441 = llvm.fadd %438, %440 : f32
      %442 = llvm.getelementptr inbounds|nuw %359[%257] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %443 = llvm.load %442 : !llvm.ptr<3> -> f32
      %444 = llvm.fadd %441, %443 : f32
      %445 = llvm.getelementptr inbounds|nuw %359[%261] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %446 = llvm.load %445 : !llvm.ptr<3> -> f32
      %447 = llvm.fadd %444, %446 : f32
      %448 = llvm.getelementptr inbounds|nuw %359[%265] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %449 = llvm.load %448 : !llvm.ptr<3> -> f32
      %450 = llvm.fadd %447, %449 : f32
      %451 = llvm.getelementptr inbounds|nuw %359[%269] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %452 = llvm.load %451 : !llvm.ptr<3> -> f32
      %453 = llvm.fadd %450, %452 : f32
      %454 = llvm.getelementptr inbounds|nuw %359[%273] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %455 = llvm.load %454 : !llvm.ptr<3> -> f32
      %456 = llvm.fadd %453, %455 : f32
      llvm.store %456, %70 : f32, !llvm.ptr
      %457 = llvm.load %69 : !llvm.ptr -> f32
      %458 = llvm.load %70 : !llvm.ptr -> f32
      %459 = llvm.load %72 : !llvm.ptr -> f32
      %460 = llvm.call @__nv_fmaxf(%277, %457) : (f32, f32) -> f32
      %461 = llvm.fsub %277, %460 : f32
      %462 = llvm.fmul %461, %16 : f32
      %463 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%462) : (f32) -> f32
      %464 = llvm.fmul %459, %463 : f32
      %465 = llvm.fadd %464, %458 : f32
      llvm.store %465, %72 : f32, !llvm.ptr
      llvm.store %460, %71 : f32, !llvm.ptr
      %466 = llvm.add %73, %53 : i64
      llvm.br ^bb1(%466 : i64)
    ^bb7:  // pred: ^bb1
      %467 = llvm.load %71 : !llvm.ptr -> f32
      %468 = llvm.load %72 : !llvm.ptr -> f32
      %469 = llvm.fdiv %17, %468 {fastmathFlags = #llvm.fastmath<afn>} : f32
      llvm.br ^bb8(%55 : i64)
    ^bb8(%470: i64):  // 2 preds: ^bb7, ^bb9
      %471 = llvm.icmp "slt" %470, %12 : i64
      llvm.cond_br %471, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %472 = llvm.mul %470, %15 : i64
      %473 = llvm.add %472, %64 : i64
      %474 = llvm.mul %66, %54 : i64
      %475 = llvm.add %474, %473 : i64
      %476 = llvm.getelementptr %arg0[%475] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %477 = llvm.load %476 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      %478 = llvm.extractelement %477[%9 : i64] : vector<8xf16>
      llvm.store %478, %67 : f16, !llvm.ptr
      %479 = llvm.extractelement %477[%8 : i64] : vector<8xf16>
      %480 = llvm.getelementptr inbounds|nuw %67[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %479, %480 : f16, !llvm.ptr
      %481 = llvm.extractelement %477[%7 : i64] : vector<8xf16>
      %482 = llvm.getelementptr inbounds|nuw %67[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %481, %482 : f16, !llvm.ptr
      %483 = llvm.extractelement %477[%6 : i64] : vector<8xf16>
      %484 = llvm.getelementptr inbounds|nuw %67[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %483, %484 : f16, !llvm.ptr
      %485 = llvm.extractelement %477[%5 : i64] : vector<8xf16>
      %486 = llvm.getelementptr inbounds|nuw %67[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %485, %486 : f16, !llvm.ptr
      %487 = llvm.extractelement %477[%4 : i64] : vector<8xf16>
      %488 = llvm.getelementptr inbounds|nuw %67[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %487, %488 : f16, !llvm.ptr
      %489 = llvm.extractelement %477[%3 : i64] : vector<8xf16>
      %490 = llvm.getelementptr inbounds|nuw %67[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %489, %490 : f16, !llvm.ptr
      %491 = llvm.extractelement %477[%2 : i64] : vector<8xf16>
      %492 = llvm.getelementptr inbounds|nuw %67[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %491, %492 : f16, !llvm.ptr
      %493 = llvm.load %67 : !llvm.ptr -> f16
      %494 = llvm.fpext %493 : f16 to f32
      %495 = llvm.fmul %494, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %496 = llvm.fmul %467, %16 : f32
      %497 = llvm.fsub %495, %496 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %498 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%497) : (f32) -> f32
      %499 = llvm.fmul %498, %469 : f32
      %500 = llvm.fptrunc %499 : f32 to f16
      llvm.store %500, %67 : f16, !llvm.ptr
      %501 = llvm.load %480 : !llvm.ptr -> f16
      %502 = llvm.fpext %501 : f16 to f32
      %503 = llvm.fmul %502, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %504 = llvm.fsub %503, %496 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %505 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%504) : (f32) -> f32
      %506 = llvm.fmul %505, %469 : f32
      %507 = llvm.fptrunc %506 : f32 to f16
      llvm.store %507, %480 : f16, !llvm.ptr
      %508 = llvm.load %482 : !llvm.ptr -> f16
      %509 = llvm.fpext %508 : f16 to f32
      %510 = llvm.fmul %509, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %511 = llvm.fsub %510, %496 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %512 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%511) : (f32) -> f32
      %513 = llvm.fmul %512, %469 : f32
      %514 = llvm.fptrunc %513 : f32 to f16
      llvm.store %514, %482 : f16, !llvm.ptr
      %515 = llvm.load %484 : !llvm.ptr -> f16
      %516 = llvm.fpext %515 : f16 to f32
      %517 = llvm.fmul %516, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %518 = llvm.fsub %517, %496 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %519 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%518) : (f32) -> f32
      %520 = llvm.fmul %519, %469 : f32
      %521 = llvm.fptrunc %520 : f32 to f16
      llvm.store %521, %484 : f16, !llvm.ptr
      %522 = llvm.load %486 : !llvm.ptr -> f16
      %523 = llvm.fpext %522 : f16 to f32
      %524 = llvm.fmul %523, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %525 = llvm.fsub %524, %496 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %526 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%525) : (f32) -> f32
      %527 = llvm.fmul %526, %469 : f32
      %528 = llvm.fptrunc %527 : f32 to f16
      llvm.store %528, %486 : f16, !llvm.ptr
      %529 = llvm.load %488 : !llvm.ptr -> f16
      %530 = llvm.fpext %529 : f16 to f32
      %531 = llvm.fmul %530, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %532 = llvm.fsub %531, %496 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %533 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%532) : (f32) -> f32
      %534 = llvm.fmul %533, %469 : f32
      %535 = llvm.fptrunc %534 : f32 to f16
      llvm.store %535, %488 : f16, !llvm.ptr
      %536 = llvm.load %490 : !llvm.ptr -> f16
      %537 = llvm.fpext %536 : f16 to f32
      %538 = llvm.fmul %537, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %539 = llvm.fsub %538, %496 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %540 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%539) : (f32) -> f32
      %541 = llvm.fmul %540, %469 : f32
      %542 = llvm.fptrunc %541 : f32 to f16
      llvm.store %542, %490 : f16, !llvm.ptr
      %543 = llvm.load %492 : !llvm.ptr -> f16
      %544 = llvm.fpext %543 : f16 to f32
      %545 = llvm.fmul %544, %16 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %546 = llvm.fsub %545, %496 {fastmathFlags = #llvm.fastmath<contract>} : f32
      %547 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%546) : (f32) -> f32
      %548 = llvm.fmul %547, %469 : f32
      %549 = llvm.fptrunc %548 : f32 to f16
      llvm.store %549, %492 : f16, !llvm.ptr
      %550 = llvm.load %67 : !llvm.ptr -> f16
      %551 = llvm.load %480 : !llvm.ptr -> f16
      %552 = llvm.load %482 : !llvm.ptr -> f16
      %553 = llvm.load %484 : !llvm.ptr -> f16
      %554 = llvm.load %486 : !llvm.ptr -> f16
      %555 = llvm.load %488 : !llvm.ptr -> f16
      %556 = llvm.load %490 : !llvm.ptr -> f16
      %557 = llvm.load %492 : !llvm.ptr -> f16
      %558 = llvm.insertelement %550, %0[%9 : i64] : vector<8xf16>
      %559 = llvm.insertelement %551, %558[%8 : i64] : vector<8xf16>
      %560 = llvm.insertelement %552, %559[%7 : i64] : vector<8xf16>
      %561 = llvm.insertelement %553, %560[%6 : i64] : vector<8xf16>
      %562 = llvm.insertelement %554, %561[%5 : i64] : vector<8xf16>
      %563 = llvm.insertelement %555, %562[%4 : i64] : vector<8xf16>
      %564 = llvm.insertelement %556, %563[%3 : i64] : vector<8xf16>
      %565 = llvm.insertelement %557, %564[%2 : i64] : vector<8xf16>
      %566 = llvm.getelementptr %arg1[%475] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %565, %566 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      %567 = llvm.add %470, %53 : i64
      llvm.br ^bb8(%567 : i64)
    ^bb10:  // pred: ^bb8
      llvm.return
    }
  }
}


