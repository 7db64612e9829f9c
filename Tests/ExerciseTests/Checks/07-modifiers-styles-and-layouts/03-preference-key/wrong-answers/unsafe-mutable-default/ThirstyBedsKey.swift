// wrong: silences Swift 6's refusal of a stored `static var` default with `nonisolated(unsafe)`, one of its fix-its
// rejected-by: rejects-a-writable-default
// misconception: `nonisolated(unsafe)` does not make the default safe, it stops the compiler from checking: any code,
// misconception: on any thread, may now change what every view without a value produces. The default is a constant:
// misconception: take the first fix-it and make it a `static let`.
// misconception-ja: `nonisolated(unsafe)` はデフォルト値を安全にするのではなく、コンパイラに確かめさせなくするだけです。値を持たない
// misconception-ja: すべてのビューが出すものを、どのスレッドのどのコードでも変えられるようになります。デフォルト値は定数です。
// misconception-ja: 最初の修正案に従い、`static let` にします。
// lesson: #a-default-that-changes-nothing
import MiniUI

/// The names of the beds that need water, in the order the beds appear on screen.
struct ThirstyBedsKey: PreferenceKey {
    nonisolated(unsafe) static var defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}
