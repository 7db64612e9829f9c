// wrong: collects everything as Any instead of requiring equal element types
// rejected-by: rejects-mismatched-elements
// misconception: Collecting into [Any] gives up the element type, so mixing Ints and Strings is no longer caught; a
// misconception: same-type constraint keeps the type and moves the error to the caller.
// misconception-ja: [Any] に集めると要素の型を捨てることになり、Int と String を混ぜても気づけません。同一型制約なら型を保ったまま、
// misconception-ja: エラーを呼び出し側に移せます。
// lesson: #when-the-compiler-says-no
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
