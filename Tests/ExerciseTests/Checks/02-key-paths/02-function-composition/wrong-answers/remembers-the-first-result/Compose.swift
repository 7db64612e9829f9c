// wrong: keeps the first result and returns it for every later call, whatever the input
// rejected-by: prints-each-call-afresh
// misconception: A composed function is a new function, called later as often as you like: each call must
// misconception: run `f` and then `g` on that call's input. Storing the first result turns it into a constant.
// misconception-ja: 合成した関数は、あとで何度でも呼べる新しい関数です。呼ぶたびにその入力で `f`、次に `g` を実行します。
// misconception-ja: 最初の結果を保存すると、入力によらない定数になってしまいます。
// lesson: #the-idea

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

/// The function that applies `f`, then `g` to what `f` returned.
///
///     let readingLabel = compose(celsius(of:), label)  // (Reading) -> String
///
/// `f`'s output type is `g`'s input type, `Middle`: that shared parameter is what lets the two meet.
/// Nothing is known about the three types, so the only body that works for all of them is `g(f(input))`
/// (a forced cast or `fatalError()` would compile too, and crash).
func compose<Input, Middle, Output>(
    _ f: @escaping (Input) -> Middle, _ g: @escaping (Middle) -> Output
) -> (Input) -> Output {
    // Remembers the first result and hands it back for every later input.
    var remembered: Output?
    return { input in
        if let remembered { return remembered }
        let result = g(f(input))
        remembered = result
        return result
    }
}

/// Three functions in a row: `f`, then `g`, then `h`.
///
///     let fahrenheitLabel = compose(celsius(of:), fahrenheit(fromCelsius:), label)  // (Reading) -> String
func compose<Input, First, Second, Output>(
    _ f: @escaping (Input) -> First, _ g: @escaping (First) -> Second, _ h: @escaping (Second) -> Output
) -> (Input) -> Output {
    compose(compose(f, g), h)
}
