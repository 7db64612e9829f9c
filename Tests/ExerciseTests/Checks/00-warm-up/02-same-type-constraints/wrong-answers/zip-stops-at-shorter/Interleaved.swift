// wrong: uses zip, which stops at the shorter sequence and loses the rest of the longer one
// rejected-by: prints-interleaved-and-row-ids
// misconception: zip pairs elements only while both sequences have one, so the rest of the longer sequence is lost;
// misconception: keep going until both iterators run out.
// misconception-ja: zip は両方に要素があるあいだしか組にしないので、長いほうの残りが失われます。両方のイテレータが尽きるまで続けます。
// lesson: #your-task
// The types are right, but `zip` stops at the end of the shorter sequence, so the rest of the longer one is
// lost

func interleaved<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [A.Element] where A.Element == B.Element {
    zip(a, b).flatMap { [$0, $1] }
}
