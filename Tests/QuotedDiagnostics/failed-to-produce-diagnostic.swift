// Lessons/COMPILER-QUIRKS.md: the type checker gives up on a call whose result type nothing names (00.2's
// `interleaved` over two arrays of different elements). Swift 6.3.1 says so; a compiler that explains the call
// instead fails this snippet, and the quirks page (and the lessons that link to it) should say what it says now.

func interleaved<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [A.Element] where A.Element == B.Element {
    Array(a) + Array(b)
}

let numbers = [1, 2, 3]
let words = ["one", "two"]
// expected-error@+1 {{failed to produce diagnostic for expression; please submit a bug report (https://swift.org/contributing/#reporting-bugs)}}
_ = interleaved(numbers, words)
