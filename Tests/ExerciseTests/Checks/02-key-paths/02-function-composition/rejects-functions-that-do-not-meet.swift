// check: rejects
// When the first function's output is not the second one's input, there is nothing to compose: a label
// (a String) cannot be handed to a function that expects a Reading.
@testable import Exercise02_2

func composeBackwards() {
    // expected-error@+1 {{to expected argument type '(String) -> Double'}}
    let backwards = compose(label, celsius(of:))
    _ = backwards
}
