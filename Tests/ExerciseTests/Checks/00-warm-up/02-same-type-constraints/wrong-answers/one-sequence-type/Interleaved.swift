// wrong: uses one generic parameter for both sequences, so an array and a range cannot mix
// rejected-by: accepts-mixed-sequences
// misconception: One generic parameter for both arguments forces them to be the same kind of sequence; two parameters
// misconception: with equal Element types allow an array and a range together.
// misconception-ja: 両方の引数に 1 つの型パラメータを使うと、同じ種類のシーケンスしか渡せません。型パラメータを 2 つにし、Element
// misconception-ja: の型だけを等しくすれば、配列と範囲を組み合わせられます。
// lesson: #the-idea
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
