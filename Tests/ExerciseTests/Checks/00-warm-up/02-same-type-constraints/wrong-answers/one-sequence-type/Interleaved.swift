// wrong: uses one generic parameter for both sequences, so an array and a range cannot mix
// rejected-by: accepts-mixed-sequences
// Uses one generic parameter for both sequences, which makes their element types match but also forces both
// to be the same kind of sequence: an array and a range can no longer be interleaved

func interleaved<S: Sequence>(_ a: S, _ b: S) -> [S.Element] {
    var result: [S.Element] = []
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
