// Running alone: the asynchronous boundary lets Module Federation set up shared singletons first.
import('./bootstrap');
