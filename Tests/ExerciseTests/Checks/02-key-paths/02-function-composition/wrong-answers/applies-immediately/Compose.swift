// wrong: avoids @escaping by taking the value and applying both functions at once
// rejected-by: accepts-functions-that-meet, prints-composed-results
// misconception: Composing means returning a new function that can be stored and called later; this
// misconception: returns a result instead. Keep the function parameters and mark them `@escaping`, since the
// misconception: returned closure keeps them.
// misconception-ja: 合成とは、あとで呼べるように保存できる新しい関数を返すことです。これは結果を返してしまっています。
// misconception-ja: 関数の引数はそのままにして、返すクロージャが持ち続けるので `@escaping` を付けます。
// lesson: #why-escaping
// The compiler's "escaping closure captures non-escaping parameter" goes away, but so does the
// composition

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
func compose<A, B, C>(_ f: (A) -> B, _ g: (B) -> C, _ value: A) -> C {
    g(f(value))
}

func compose<A, B, C, D>(_ f: (A) -> B, _ g: (B) -> C, _ h: (C) -> D, _ value: A) -> D {
    h(g(f(value)))
}
