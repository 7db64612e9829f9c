// wrong: uses zip, which stops at the shorter sequence and loses the rest of the longer one
// rejected-by: prints-interleaved-and-row-ids
// The types are right, but `zip` stops at the end of the shorter sequence, so the rest of the longer one is
// lost

func interleaved<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [A.Element] where A.Element == B.Element {
    zip(a, b).flatMap { [$0, $1] }
}
