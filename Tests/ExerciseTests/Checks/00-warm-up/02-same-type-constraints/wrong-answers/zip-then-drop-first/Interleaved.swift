// wrong: zips the two sequences, then reads them again from the start for the leftovers
// rejected-by: reads-each-sequence-once
// misconception: A Sequence may be read only once: a second pass over a stream continues where the first stopped
// misconception: (and `zip` has already taken one element more from the longer one). Read each sequence once,
// misconception: with one iterator each, taking from them in turn.
// misconception-ja: Sequence は 1 回しか読めないことがあります。ストリームをもう一度読むと、前回止まったところから続きます
// misconception-ja: (しかも `zip` は長いほうから 1 つ余分に取り出しています)。それぞれのシーケンスをイテレータ 1 つで
// misconception-ja: 1 回だけ読み、交互に取り出します。
// lesson: #your-task

/// The elements of `a` and `b` taken in turn, one from each, until both run out.
///
///     interleaved(["A", "B", "C"], ["1"])  // ["A", "1", "B", "C"]
///     interleaved([1, 3, 5], 2...4)        // [1, 2, 3, 3, 5, 4]
///
/// `A` and `B` may be different kinds of sequence (an array and a range, a string and a slice), but
/// what they hold must be the same type: the same-type constraint says so, and lets an element of
/// `b` be appended to an array of `A.Element`.
func interleaved<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [A.Element] where A.Element == B.Element {
    // Zips the pairs, then reads both sequences again from the start for what is left.
    var result: [A.Element] = []
    var pairs = 0
    for (x, y) in zip(a, b) {
        result.append(x)
        result.append(y)
        pairs += 1
    }
    result.append(contentsOf: a.dropFirst(pairs))
    result.append(contentsOf: b.dropFirst(pairs))
    return result
}
