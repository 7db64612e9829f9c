/// The elements of `a` and `b` taken in turn, one from each, until both run out.
///
///     interleaved(["A", "B", "C"], ["1"])  // ["A", "1", "B", "C"]
///     interleaved([1, 3, 5], 2...4)        // [1, 2, 3, 3, 5, 4]
///
/// `A` and `B` may be different kinds of sequence (an array and a range, a string and a slice), but
/// what they hold must be the same type: the same-type constraint says so, and lets an element of
/// `b` be appended to an array of `A.Element`.
func interleaved<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [A.Element] where A.Element == B.Element {
    var result: [A.Element] = []
    var first = a.makeIterator()
    var second = b.makeIterator()
    while true {
        let x = first.next()
        let y = second.next()
        if x == nil && y == nil {
            return result
        }
        if let x {
            result.append(x)
        }
        if let y {
            result.append(y)
        }
    }
}
