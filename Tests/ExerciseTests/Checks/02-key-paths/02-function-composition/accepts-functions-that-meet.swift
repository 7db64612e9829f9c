// check: compiles
// `compose` takes any two functions whose types meet, `(S) -> T` and `(T) -> U`, named functions or
// closures, and gives back an `(S) -> U`; the three-function version chains `(S) -> T`, `(T) -> U`
// and `(U) -> V` into an `(S) -> V`.
@testable import Exercise02_2

func useCompose() {
    let authorName: (Book) -> String = compose(author(of:), name(of:))
    let length: (String) -> Int = compose({ $0 }, { $0.count })
    let described: (Int) -> String = compose({ $0 * 2 }, { "\($0)" })
    let isLong: (Book) -> Bool = compose(authorName, { $0.count > 8 })
    let nameLength: (Book) -> Int = compose(author(of:), name(of:), { $0.count })
    let shout: (Author) -> [Character] = compose(name(of:), { $0.uppercased() }, { Array($0) })

    _ = (length, described, isLong, nameLength, shout)
}
