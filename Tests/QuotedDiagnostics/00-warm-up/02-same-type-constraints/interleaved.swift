// 00.2's lesson: `interleaved` without its same-type constraint, then with it, called with two element types.
func unconstrained<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [A.Element] {
    var result = Array(a)
    for element in b {
        // expected-error@+1 {{cannot convert value of type 'B.Element' (associated type of protocol 'Sequence') to expected argument type 'A.Element' (associated type of protocol 'Sequence')}}
        result.append(element)
    }
    return result
}

// expected-note@+1 {{where 'A.Element' = 'Int', 'B.Element' = 'String'}}
func interleaved<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [A.Element] where A.Element == B.Element {
    Array(a) + Array(b)
}

let numbers = [1, 2, 3]
let words = ["one", "two"]
// expected-error@+1 {{global function 'interleaved' requires the types 'Int' and 'String' be equivalent}}
let mixed: [Int] = interleaved(numbers, words)
