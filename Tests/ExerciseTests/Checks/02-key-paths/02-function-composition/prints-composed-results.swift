// check: runs, preview
// `compose(f, g)` applies `f` first, then `g`; the three-function version keeps that order.
@testable import Exercise02_2

let porch = Reading(sensor: "porch", celsius: 21.4)

let readingLabel = compose(celsius(of:), label)
print(readingLabel(porch))

let addOneThenTimesTen = compose({ (n: Int) in n + 1 }, { $0 * 10 })
print(addOneThenTimesTen(2))

let steps = compose({ (s: String) in s + "a" }, { $0 + "b" }, { $0 + "c" })
print(steps(">"))

let fahrenheitLabel = compose(celsius(of:), fahrenheit(fromCelsius:), label)
print(porch.sensor, fahrenheitLabel(porch))

let labelLength = compose(celsius(of:), label, { $0.count })
print(labelLength(porch))

/* expected output:
21°
30
>abc
porch 71°
3
*/
