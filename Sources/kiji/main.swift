print("kiji")
