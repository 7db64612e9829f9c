// wrong: takes the functions in mathematical order, compose(g, f) for "g after f"
// rejected-by: accepts-functions-that-meet, prints-composed-results
// misconception: Mathematics writes g ∘ f for "f, then g", but this course's `compose(f, g)` runs its
// misconception: arguments in the order they are written, the order the data flows; with the order
// misconception: swapped, `compose(celsius(of:), label)` no longer type-checks.
// misconception-ja: 数学では「f のあとに g」を g ∘ f と書きますが、この講座の `compose(f, g)` は書いた順、つまりデータの
// misconception-ja: 流れる順に実行します。順番を入れ替えると `compose(celsius(of:), label)` が型チェックを通りません。
// lesson: #which-function-runs-first
// Where both orders type-check (two Int functions), the result silently changes

/// One temperature reading from a sensor.
struct Reading {
    var sensor: String
    var celsius: Double
}

func celsius(of reading: Reading) -> Double {
    reading.celsius
}

func fahrenheit(fromCelsius degrees: Double) -> Double {
    degrees * 9 / 5 + 32
}

/// Whole degrees with a degree sign: `label(21.4)` is `"21°"`.
func label(_ degrees: Double) -> String {
    "\(Int(degrees.rounded()))°"
}
func compose<A, B, C>(_ g: @escaping (B) -> C, _ f: @escaping (A) -> B) -> (A) -> C {
    { value in g(f(value)) }
}

func compose<A, B, C, D>(
    _ h: @escaping (C) -> D, _ g: @escaping (B) -> C, _ f: @escaping (A) -> B
) -> (A) -> D {
    compose(h, compose(g, f))
}
