// check: rejects
// When the first function's output is not the second one's input, there is nothing to compose: a name
// (a String) cannot be handed to a function that expects a Book.
@testable import Exercise02_2

func composeBackwards() {
    // expected-error@+1 {{to expected argument type '(String) -> Author'}}
    let backwards = compose(name(of:), author(of:))
    _ = backwards
}
