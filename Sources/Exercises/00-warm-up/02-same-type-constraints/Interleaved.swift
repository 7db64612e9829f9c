// Goal: tie generic parameters together with same-type constraints, and give a generic type an
// initializer that exists only when its parameters fit, as SwiftUI's ForEach does for Identifiable data.
// Check it: swift run puzzles check 00.2
// Lesson: Lessons/00-warm-up/02-same-type-constraints/README.md

/// The elements of `a` and `b` taken in turn, one from each, until both run out.
///
///     interleaved(["A", "B", "C"], ["1"])  // ["A", "1", "B", "C"]
///     interleaved([1, 3, 5], 2...4)        // [1, 2, 3, 3, 5, 4]
// TODO: The two sequences may be of different kinds, but must hold the same type of element. Say so with a
//       same-type constraint in a `where` clause, then finish the loop below.
func interleaved<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [A.Element] {
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
        // TODO: Append the element of `b` too, the way the element of `a` is appended above. Without the
        //       constraint the compiler refuses it (the lesson reads its message with you).
    }
}
