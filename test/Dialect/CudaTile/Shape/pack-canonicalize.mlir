// RUN: tile-opt %s -canonicalize | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @round_trip
  // CHECK-SAME: (%[[A:.*]]: tile<64xf16>, %[[B:.*]]: tile<32xi8>)
  // CHECK-NEXT: return %[[A]], %[[B]]
  testing$func @round_trip(%a: tile<64xf16>, %b: tile<32xi8>) -> (tile<64xf16>, tile<32xi8>) {
    %0 = pack %a : tile<64xf16> -> tile<128xi8>
    %1 = unpack %0 : tile<128xi8> -> tile<64xf16>
    %2 = unpack %b : tile<32xi8> -> tile<64xf4E2M1FN>
    %3 = pack %2 : tile<64xf4E2M1FN> -> tile<32xi8>
    return %1, %3 : tile<64xf16>, tile<32xi8>
  }

  // Unpacking to another type is a real reinterpretation.
  // CHECK-LABEL: testing$func @other_type
  // CHECK: pack
  // CHECK: unpack
  testing$func @other_type(%a: tile<64xf16>) -> tile<64xbf16> {
    %0 = pack %a : tile<64xf16> -> tile<128xi8>
    %1 = unpack %0 : tile<128xi8> -> tile<64xbf16>
    return %1 : tile<64xbf16>
  }
}
