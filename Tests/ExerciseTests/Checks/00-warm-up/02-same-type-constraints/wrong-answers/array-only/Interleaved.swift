// wrong: interleaves two arrays only, refusing ranges, strings, slices and lazy sequences
// rejected-by: accepts-mixed-sequences
// misconception: Two arrays are only one case; keep two generic Sequence parameters and tie only their elements
// misconception: together with `==`.
// misconception-ja: 配列 2 つは一例にすぎません。Sequence の型パラメータを 2 つのままにして、要素の型だけを `==`
// misconception-ja: で結びます。
// lesson: #the-idea
// Takes two arrays of one element type; the element types match, but ranges, strings, slices and lazy
// sequences are refused

func interleaved<Element>(_ a: [Element], _ b: [Element]) -> [Element] {
    var result: [Element] = []
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
