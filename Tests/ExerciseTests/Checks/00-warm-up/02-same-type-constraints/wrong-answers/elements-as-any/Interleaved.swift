// wrong: collects everything as Any instead of requiring equal element types
// rejected-by: rejects-mismatched-elements
// Silences "cannot convert value of type 'B.Element'" by collecting everything as Any; it compiles, but Ints
// and Strings are now mixed without complaint and the caller gets back [Any]

func interleaved<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [Any] {
    var result: [Any] = []
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
